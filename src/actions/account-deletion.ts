/** The signed-in person's own account as a whole: deleting it (src/data/account-deletion.ts). */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { env } from 'cloudflare:workers';
import { deleteAccount } from '../data/account-deletion';
import { AccountRefused } from '../data/second-factor';
import { clearSignedInFlag, endSession } from '../data/sessions';
import { said } from '../lib/refusals';
import { confirmIdentity } from './confirm-identity';
import { requireUser } from './guards';

export const deleteOwnAccount = defineAction({
  accept: 'form',
  input: z.object({
    password: z.string().min(1, said('account.wrongPassword')).max(128),
    code: z.string().trim().max(40, said('secondFactor.wrongCode')).optional(),
    confirm: z.literal('on', { message: said('account.confirmRequired') }),
  }),
  handler: async ({ password, code }, context) => {
    const user = requireUser(context);
    await confirmIdentity(context, user, password, code || undefined);
    try {
      await deleteAccount(context.locals.db, env.UPLOADS, user.id, new Date());
    } catch (error) {
      if (error instanceof AccountRefused) throw new ActionError({ code: error.status, message: error.message });
      throw error;
    }
    // This browser's session ends now; every other one is refused from now on (its registry rows are gone, and no
    // deleted account is found).
    if (context.session) await endSession(context.session, context.cookies, context.locals.db);
    clearSignedInFlag(context.cookies);
    return { deleted: true };
  },
});
