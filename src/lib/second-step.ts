/**
 * The second step of a sign-in, as pages and islands see it: the cookie that binds the pending step to its
 * browser (it holds a random token; D1 keeps its hash, src/data/second-factor.ts), and the step's address.
 */
import { formatIntent, parseIntent } from './sign-in-intent';
import { safeRedirect } from './redirect';

export const SECOND_STEP_COOKIE = '__Host-market-second-step';
export const SECOND_STEP_PATH = '/login/second-step';

/** The second step's address, keeping where to return and what to do there. */
export function secondStepHref(redirect: string | null, intent: string | null): string {
  const query = new URLSearchParams();
  if (redirect) query.set('redirect', safeRedirect(redirect));
  const parsed = parseIntent(intent);
  if (parsed) query.set('intent', formatIntent(parsed));
  const search = query.toString();
  return search ? `${SECOND_STEP_PATH}?${search}` : SECOND_STEP_PATH;
}

/** A sign-in's answer that asks for the second step rather than naming the signed-in user. */
export function asksSecondStep(answer: unknown): answer is { secondStep: true } {
  return typeof answer === 'object' && answer !== null && (answer as { secondStep?: unknown }).secondStep === true;
}
