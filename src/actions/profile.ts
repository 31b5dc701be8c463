/** The signed-in user's own profile. */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { countLinkRequest, sendVerification } from '../data/account-tokens';
import { emailTakenByAnother, updateProfile } from '../data/accounts';
import { LINK_REQUEST_WINDOW_MINUTES, MAX_VERIFICATIONS_PER_ACCOUNT } from '../lib/account-links';
import { PROFILE_FIELDS, profileSchema } from '../lib/profile';
import { said } from '../lib/refusals';
import { toSessionUser } from '../lib/session-user';
import { requireUser } from './guards';

/** The form's fields as typed, each trimmed, then judged by the profile's schema (src/lib/profile.ts). */
const typedProfile = z.object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string().max(300).trim()])) as Record<
    (typeof PROFILE_FIELDS)[number],
    z.ZodString
  >,
);

export const profile = {
  /**
   * Saves the profile. A new email address is not saved as the account's: it waits as pending while a link sent
   * to it is opened, and the current address is told (src/data/account-tokens.ts sendVerification).
   */
  update: defineAction({
    input: typedProfile.pipe(profileSchema()),
    handler: async (input, context) => {
      const user = requireUser(context);
      const db = context.locals.db;
      const now = new Date();
      const newEmail = input.email.toLowerCase() === user.email.toLowerCase() ? null : input.email;
      if (newEmail) {
        if (await emailTakenByAnother(db, user.id, newEmail)) {
          throw new ActionError({ code: 'CONFLICT', message: said('auth.emailTaken') });
        }
        const [count] = await countLinkRequest(
          db,
          'verify_email',
          [`user:${user.id}`],
          now,
          LINK_REQUEST_WINDOW_MINUTES,
        );
        if (count! > MAX_VERIFICATIONS_PER_ACCOUNT) {
          throw new ActionError({
            code: 'TOO_MANY_REQUESTS',
            message: said('account.tooManyLinks', { minutes: LINK_REQUEST_WINDOW_MINUTES }),
          });
        }
      }
      let updated = await updateProfile(db, user.id, input, now.toISOString());
      if (newEmail) {
        await sendVerification(db, updated, newEmail, true, now);
        updated = { ...updated, pendingEmail: newEmail };
      }
      return {
        user: toSessionUser(updated),
        profile: { ...input, email: updated.email },
        pendingEmail: newEmail,
      };
    },
  }),
};
