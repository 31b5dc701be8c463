/**
 * What /auth, /login and /signup need from the request: the validated return address and intent, and the
 * outcome of a sign-in, sign-up or sign-out posted as a plain form (no script). A form that succeeded sends
 * the person on; one that failed renders the screen again with the same message the island would show, and
 * with what was typed in it (never a password).
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { localisedPath, type Lang } from './languages';
import { authRefusal } from './auth-refusal';
import { safeRedirect } from './redirect';
import { formatIntent, parseIntent } from './sign-in-intent';
import { asksSecondStep, secondStepHref } from './second-step';

export type AuthTab = 'signin' | 'signup';

/** The return address an auth page was given, validated; null when none was asked for. */
export function requestedRedirect(url: URL): string | null {
  const requested = url.searchParams.get('redirect');
  return requested ? safeRedirect(requested) : null;
}

/** The intent an auth page was given, as its text; null when none, or when it names nothing valid. */
export function requestedIntent(url: URL): string | null {
  const intent = parseIntent(url.searchParams.get('intent'));
  return intent ? formatIntent(intent) : null;
}

export interface AuthScreenState {
  tab: AuthTab;
  /** The page's language (its page gives the screen's texts in it). */
  lang: Lang;
  redirect: string | null;
  intent: string | null;
  /** Where each form posts when no script takes it over. */
  formActions: { signIn: string; signUp: string };
  /** The red alert after a refused form post: a refusal as it travels (src/lib/refusals.ts). */
  alert: string | null;
  /** The server's refusal of the password itself (one of the most common), shown under the field. */
  passwordRefusal: string | null;
  /** What the refused form held, so that nobody types it twice. */
  values: { signInEmail: string; name: string; signUpEmail: string; acceptTerms: boolean };
}

/** The address of an auth page that runs `action` on a post and keeps the return address and intent. */
function formAddress(
  path: '/login' | '/signup',
  action: string,
  redirect: string | null,
  intent: string | null,
  lang: Lang,
): string {
  const query = new URLSearchParams();
  if (redirect) query.set('redirect', redirect);
  if (intent) query.set('intent', intent);
  const search = query.toString();
  // `action` is Astro's "?_action=auth.name".
  return `${localisedPath(path, lang)}${action}${search ? `&${search}` : ''}`;
}

function formText(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === 'string' ? value.slice(0, 254) : '';
}

/**
 * The auth screen for this request, or the redirect to answer instead: after a successful form post, to the
 * return address (a sign-out to the home page); for someone already signed in, on to the return address.
 */
export async function authScreen(Astro: AstroGlobal, tab: AuthTab): Promise<AuthScreenState | Response> {
  const redirect = requestedRedirect(Astro.url);
  const intent = requestedIntent(Astro.url);
  const signIn = Astro.getActionResult(actions.auth.signInForm);
  const signUp = Astro.getActionResult(actions.auth.signUpForm);
  const { lang } = Astro.locals;
  if (Astro.getActionResult(actions.auth.signOutForm)) return Astro.redirect('/', 303);
  if (signIn && !signIn.error && asksSecondStep(signIn.data)) {
    return Astro.redirect(localisedPath(secondStepHref(redirect, intent), lang), 303);
  }
  if ((signIn && !signIn.error) || (signUp && !signUp.error)) return Astro.redirect(redirect ?? '/', 303);
  if (Astro.locals.user) return Astro.redirect(redirect ?? '/', 303);

  const refused = signIn?.error ? 'signin' : signUp?.error ? 'signup' : null;
  const form = refused ? Astro.locals.postedAuthForm : null;
  const outcome = signIn?.error
    ? authRefusal(signIn.error, { code: 'auth.loginFailed' })
    : signUp?.error
      ? authRefusal(signUp.error, { code: 'auth.signupFailed' })
      : { alert: null, passwordRefusal: null };
  if (refused) Astro.response.status = signIn?.error?.status ?? signUp?.error?.status ?? 400;
  return {
    tab: refused ?? tab,
    lang,
    redirect,
    intent,
    formActions: {
      signIn: formAddress('/login', String(actions.auth.signInForm), redirect, intent, lang),
      signUp: formAddress('/signup', String(actions.auth.signUpForm), redirect, intent, lang),
    },
    ...outcome,
    values: {
      signInEmail: refused === 'signin' ? formText(form, 'email') : '',
      name: refused === 'signup' ? formText(form, 'name') : '',
      signUpEmail: refused === 'signup' ? formText(form, 'email') : '',
      acceptTerms: refused === 'signup' && form?.has('acceptTerms') === true,
    },
  };
}
