/** A new password's rules, the same at sign-up, at a reset and at a change: the length, the confirmation, not a common one. */
import type { z } from 'astro/zod';
import { isCommonPassword } from '../data/password-policy';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, signUpFields } from '../lib/accounts';
import { said } from '../lib/refusals';

/** Refuses a password among the most common ones, under the password field. */
export function refuseCommonPassword(input: { password: string }, ctx: z.RefinementCtx): void {
  if (
    input.password.length >= PASSWORD_MIN_LENGTH &&
    input.password.length <= PASSWORD_MAX_LENGTH &&
    isCommonPassword(input.password)
  ) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: said('auth.passwordTooCommon') });
  }
}

/** A new password and its confirmation, as sign-up checks them; a form adds `passwordsMatch` and the check above. */
export const newPasswordShape = {
  password: signUpFields.shape.password,
  confirmPassword: signUpFields.shape.confirmPassword,
};
