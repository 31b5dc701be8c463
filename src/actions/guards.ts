/** Authorisation for actions: each action says who may call it. */
import { ActionError } from 'astro:actions';
import type { User } from '../data/accounts';
import { said } from '../lib/refusals';

export function requireUser(context: { locals: App.Locals }): User {
  const user = context.locals.user;
  if (!user) throw new ActionError({ code: 'UNAUTHORIZED', message: said('access.signIn') });
  return user;
}

export function requireAdmin(context: { locals: App.Locals }): User {
  const user = requireUser(context);
  if (user.role !== 'admin') throw new ActionError({ code: 'FORBIDDEN', message: said('access.notAdmin') });
  // The administrator acts only with a second factor on (SECURITY.md, "Second factor").
  if (!user.secondFactor) throw new ActionError({ code: 'FORBIDDEN', message: said('access.secondFactorRequired') });
  return user;
}

/** The signed-in user's own merchant account; anything else is refused. */
export function requireSeller(context: { locals: App.Locals }): User & { merchantId: string } {
  const user = requireUser(context);
  if (!user.merchantId) {
    throw new ActionError({ code: 'FORBIDDEN', message: said('access.notSeller') });
  }
  return user as User & { merchantId: string };
}

/**
 * The signed-in user, with an address they have proved is theirs (the link of its verification email opened). An
 * unverified account may shop as any other; what makes it someone others deal with (a merchant application) needs
 * a verified address.
 */
export function requireVerifiedEmail(context: { locals: App.Locals }): User {
  const user = requireUser(context);
  if (!user.emailVerified) throw new ActionError({ code: 'FORBIDDEN', message: said('access.emailUnverified') });
  return user;
}
