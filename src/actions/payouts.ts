/** The administrator's payouts to merchants: only an administrator records one. */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { PayoutError, recordPayout } from '../data/ledger';
import { shopDay } from '../lib/dates';
import { BANK_REFERENCE_MAX, PAYOUT_MAX_SEN, parseDay } from '../lib/ledger';
import { parseMoney } from '../lib/money';
import { encodeRefusal, said } from '../lib/refusals';
import { requireAdmin } from './guards';

export const payouts = {
  record: defineAction({
    accept: 'form',
    input: z.object({
      merchantId: z.string().trim().min(1, said('payout.merchantNotFound')).max(80, said('payout.merchantNotFound')),
      amount: z
        .string()
        .max(20, said('payout.amount'))
        .transform((text, ctx) => {
          const sen = parseMoney(text);
          if (sen === null || sen < 1 || sen > PAYOUT_MAX_SEN) {
            ctx.addIssue({ code: 'custom', message: said('payout.amount') });
            return z.NEVER;
          }
          return sen;
        }),
      bankReference: z
        .string()
        .trim()
        .min(1, said('payout.reference', { max: BANK_REFERENCE_MAX }))
        .max(BANK_REFERENCE_MAX, said('payout.reference', { max: BANK_REFERENCE_MAX })),
      paidOn: z.string().refine((text) => {
        const day = parseDay(text);
        // A payout is recorded once it is sent: never on a day still to come in Malaysia.
        return day !== null && day >= '2000-01-01' && day <= shopDay();
      }, said('payout.date')),
    }),
    handler: async (input, context) => {
      const admin = requireAdmin(context);
      try {
        const payout = await recordPayout(context.locals.db, {
          merchantId: input.merchantId,
          amountSen: input.amount,
          bankReference: input.bankReference,
          paidOn: input.paidOn,
          adminId: admin.id,
          now: new Date().toISOString(),
        });
        return { payoutId: payout.id, merchantId: payout.merchantId };
      } catch (error) {
        if (error instanceof PayoutError) {
          const code = error.refusal.code === 'payout.merchantNotFound' ? 'NOT_FOUND' : 'CONFLICT';
          throw new ActionError({ code, message: encodeRefusal(error.refusal) });
        }
        throw error;
      }
    },
  }),
};
