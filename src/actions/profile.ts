/** The signed-in user's own profile. */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { EmailTakenError, updateProfile } from '../data/accounts';
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
  update: defineAction({
    input: typedProfile.pipe(profileSchema()),
    handler: async (input, context) => {
      const user = requireUser(context);
      try {
        const updated = await updateProfile(context.locals.db, user.id, input, new Date().toISOString());
        return { user: toSessionUser(updated), profile: input };
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw new ActionError({ code: 'CONFLICT', message: said('auth.emailTaken') });
        }
        throw error;
      }
    },
  }),
};
