/** The signed-in user's own profile. */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { EmailTakenError, updateProfile } from '../data/accounts';
import { AUTH_MESSAGES, normaliseProfile, PROFILE_FIELDS, validateProfile, type ProfileInput } from '../lib/accounts';
import { toSessionUser } from '../lib/session-user';
import { requireUser } from './guards';

const profileShape = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string().max(300)])) as Record<
  keyof ProfileInput,
  z.ZodString
>;

export const profile = {
  update: defineAction({
    input: z
      .object(profileShape)
      .transform((input) => normaliseProfile(input as ProfileInput))
      .superRefine((input, ctx) => {
        for (const [field, message] of Object.entries(validateProfile(input))) {
          ctx.addIssue({ code: 'custom', path: [field], message });
        }
      }),
    handler: async (input, context) => {
      const user = requireUser(context);
      try {
        const updated = await updateProfile(context.locals.db, user.id, input, new Date().toISOString());
        return { user: toSessionUser(updated), profile: input };
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw new ActionError({ code: 'CONFLICT', message: AUTH_MESSAGES.emailTaken });
        }
        throw error;
      }
    },
  }),
};
