/**
 * The signed-in person's second factor (set up, confirm, new recovery codes, turn off) and the administrator's
 * reset of someone else's. Plain form posts: the pages render their outcome (src/pages/profile/second-factor.astro,
 * src/pages/admin/second-factors.astro).
 */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import {
  AccountRefused,
  beginSecondFactor,
  cancelSecondFactorSetup,
  confirmSecondFactor,
  replaceRecoveryCodes,
  resetSecondFactor,
  turnOffSecondFactor,
  VERIFIED_BY,
} from '../data/second-factor';
import { said } from '../lib/refusals';
import { confirmIdentity } from './confirm-identity';
import { requireAdmin, requireUser } from './guards';

const codeField = z.string().trim().min(1, said('secondFactor.codeRequired')).max(40, said('secondFactor.wrongCode'));

/** A refusal of src/data as the action's answer. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountRefused) throw new ActionError({ code: error.status, message: error.message });
    throw error;
  }
}

export const secondFactor = {
  begin: defineAction({
    accept: 'form',
    handler: async (_input, context) => {
      const user = requireUser(context);
      await refusing(() => beginSecondFactor(context.locals.db, user.id, new Date()));
      return { begun: true };
    },
  }),

  cancel: defineAction({
    accept: 'form',
    handler: async (_input, context) => {
      const user = requireUser(context);
      await cancelSecondFactorSetup(context.locals.db, user.id);
      return { cancelled: true };
    },
  }),

  confirm: defineAction({
    accept: 'form',
    input: z.object({ code: codeField }),
    handler: async ({ code }, context) => {
      const user = requireUser(context);
      const recoveryCodes = await refusing(() => confirmSecondFactor(context.locals.db, user.id, code, new Date()));
      return { recoveryCodes };
    },
  }),

  newRecoveryCodes: defineAction({
    accept: 'form',
    input: z.object({ code: codeField }),
    handler: async ({ code }, context) => {
      const user = requireUser(context);
      const recoveryCodes = await refusing(() => replaceRecoveryCodes(context.locals.db, user.id, code, new Date()));
      return { recoveryCodes };
    },
  }),

  turnOff: defineAction({
    accept: 'form',
    input: z.object({ password: z.string().min(1, said('account.wrongPassword')).max(128), code: codeField }),
    handler: async ({ password, code }, context) => {
      const user = requireUser(context);
      if (!user.secondFactor) throw new ActionError({ code: 'CONFLICT', message: said('secondFactor.notOn') });
      await confirmIdentity(context, user, password, code);
      await turnOffSecondFactor(context.locals.db, user.id, new Date());
      return { turnedOff: true };
    },
  }),

  adminReset: defineAction({
    accept: 'form',
    input: z.object({
      email: z.string().trim().min(3, said('email.invalid')).max(254, said('email.invalid')),
      verifiedBy: z.enum(VERIFIED_BY, { message: said('secondFactor.chooseCheck') }),
    }),
    handler: async ({ email, verifiedBy }, context) => {
      const admin = requireAdmin(context);
      await refusing(() =>
        resetSecondFactor(context.locals.db, { adminId: admin.id, email, verifiedBy, now: new Date() }),
      );
      return { email };
    },
  }),
};
