/** The signed-in user's choice of emails: a plain form on the profile's Settings tab. */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { saveEmailSettings } from '../data/email-settings';
import { emailKindsFor } from '../lib/emails';
import { requireUser } from './guards';

export const emailSettings = {
  save: defineAction({
    accept: 'form',
    // The checked boxes: the kinds kept on. Unknown values are ignored; none checked turns every kind off.
    input: z.object({ on: z.array(z.string().max(40)).max(20).default([]) }),
    handler: async ({ on }, context) => {
      const user = requireUser(context);
      await saveEmailSettings(context.locals.db, user.id, emailKindsFor(Boolean(user.merchantId)), on);
      return { saved: true };
    },
  }),
};
