/**
 * The profile's "Sign-in and security" section as the page reads it: the outcome of its forms (each posts to the
 * profile and is answered with a redirect that says what was done, so that a reload sends nothing again), and the
 * signed-in devices with the one asking marked.
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import type { User } from '../../data/accounts';
import { listSessions, type ListedSession } from '../../data/session-registry';
import { currentSessionHash } from '../../data/sessions';
import { formRefusal } from '../../lib/form-refusal';
import type { Refusal } from '../../lib/refusals';

/** What the section says after one of its forms: what was done, or the refusal under that form. */
export type SecurityOutcome =
  | { done: 'password' | 'device' | 'sent' }
  | { done: 'others'; count: number }
  | { refused: Refusal; form: 'password' | 'devices' | 'email' };

export interface AccountSecurityState {
  user: User;
  devices: (ListedSession & { current: boolean })[];
  outcome: SecurityOutcome | null;
}

const SECTION = '/profile?tab=settings';

function saidOutcome(url: URL): SecurityOutcome | null {
  const done = url.searchParams.get('security');
  if (done === 'password' || done === 'device' || done === 'sent') return { done };
  if (done === 'others') return { done, count: Math.max(0, Number(url.searchParams.get('count')) || 0) };
  return null;
}

/** The section's state, or the redirect that answers one of its forms. */
export async function accountSecurity(Astro: AstroGlobal, user: User): Promise<AccountSecurityState | Response> {
  const password = Astro.getActionResult(actions.account.changePasswordForm);
  const device = Astro.getActionResult(actions.account.signOutDeviceForm);
  const others = Astro.getActionResult(actions.account.signOutOthersForm);
  const resend = Astro.getActionResult(actions.account.resendVerificationForm);
  if (password?.data) return Astro.redirect(`${SECTION}&security=password#change-password`, 303);
  if (device?.data) return Astro.redirect(`${SECTION}&security=device#your-devices`, 303);
  if (others?.data)
    return Astro.redirect(`${SECTION}&security=others&count=${others.data.signedOut}#your-devices`, 303);
  if (resend?.data) return Astro.redirect(`${SECTION}&security=sent#email-verification`, 303);

  let outcome = saidOutcome(Astro.url);
  const refused = password?.error
    ? { error: password.error, form: 'password' as const }
    : device?.error || others?.error
      ? { error: device?.error ?? others?.error, form: 'devices' as const }
      : resend?.error
        ? { error: resend.error, form: 'email' as const }
        : null;
  if (refused) {
    outcome = {
      refused: formRefusal(refused.error, ['currentPassword', 'password', 'confirmPassword', 'device']),
      form: refused.form,
    };
    Astro.response.status = refused.error?.status ?? 400;
  }
  const [sessions, current] = await Promise.all([
    listSessions(Astro.locals.db, user.id),
    currentSessionHash(Astro.session),
  ]);
  return { user, devices: sessions.map((s) => ({ ...s, current: s.idHash === current })), outcome };
}
