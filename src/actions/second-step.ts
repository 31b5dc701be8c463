/**
 * The second step of a sign-in (SECURITY.md, "Second factor"): the code from the app, or a recovery code, for the
 * account whose password was just right in this browser. The pending step is bound to the browser by a cookie and
 * expires in minutes; its tries are counted, and wrong codes count against the account too.
 */
import { ActionError, type ActionAPIContext } from 'astro:actions';
import { z } from 'astro/zod';
import { getUserById } from '../data/accounts';
import { accountDeviceHash, DEVICE_COOKIE, deviceTokens } from '../data/devices';
import { AccountRefused, checkSecondFactor, closeSecondStep, trustBrowser, trySecondStep } from '../data/second-factor';
import { said } from '../lib/refusals';
import { SECOND_STEP_COOKIE } from '../lib/second-step';
import { intentField, startSignedIn } from './signing-in';

export const secondStepInput = z.object({
  code: z.string().trim().min(1, said('secondFactor.codeRequired')).max(40, said('secondFactor.wrongCode')),
  /** "Don't ask again on this browser for 30 days": a checkbox, or true from a script. */
  trust: z.union([z.boolean(), z.literal('on')]).optional(),
  intent: intentField,
});

/** The second step of a sign-in: the code (or a recovery code) for the account whose password was just right. */
export async function secondStep(input: z.infer<typeof secondStepInput>, context: ActionAPIContext) {
  const db = context.locals.db;
  const now = new Date();
  const token = context.cookies.get(SECOND_STEP_COOKIE)?.value ?? '';
  try {
    const userId = await trySecondStep(db, token, now);
    await checkSecondFactor(db, userId, input.code, now);
    await closeSecondStep(db, token);
    context.cookies.delete(SECOND_STEP_COOKIE, { path: '/' });
    const user = await getUserById(db, userId);
    if (!user) throw new AccountRefused('UNAUTHORIZED', { code: 'secondFactor.stepExpired' });
    if (input.trust) {
      const device = await accountDeviceHash(db, userId, deviceTokens(context.cookies.get(DEVICE_COOKIE)?.value));
      if (device) await trustBrowser(db, userId, device, now);
    }
    return await startSignedIn(context, user, input.intent);
  } catch (error) {
    if (error instanceof AccountRefused) {
      if (error.refusal.code !== 'secondFactor.wrongCode' && error.refusal.code !== 'secondFactor.locked') {
        context.cookies.delete(SECOND_STEP_COOKIE, { path: '/' });
      }
      throw new ActionError({ code: error.status, message: error.message });
    }
    throw error;
  }
}
