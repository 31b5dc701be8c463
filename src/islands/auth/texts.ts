import type { Messages } from '../../i18n';
import type { AuthScreenState } from '../../lib/auth-page';
import type { RefusalTexts } from '../../lib/refusals';

/** The refusals the auth screen may meet, whose texts its page gives it in the page's language. */
export const AUTH_REFUSALS = [
  'auth.emailTaken',
  'auth.wrongCredentials',
  'auth.credentialsRequired',
  'auth.tooManyAttempts',
  'auth.waitBeforeRetry',
  'auth.loginFailed',
  'auth.signupFailed',
  'auth.intentUnreadable',
  'email.invalid',
  'auth.nameRequired',
  'auth.termsRequired',
  'auth.passwordTooShort',
  'auth.passwordTooCommon',
  'auth.passwordsDoNotMatch',
  'text.tooLong',
  'request.unreadable',
  'request.unsupported',
  'request.tooLarge',
] as const;

/** The auth screen's state from the server, and its texts in the page's language. */
export type AuthScreenProps = AuthScreenState & {
  texts: Messages['auth'] & {
    refusals: Pick<RefusalTexts, (typeof AUTH_REFUSALS)[number] | 'server.failed' | 'request.invalid'>;
  };
};
