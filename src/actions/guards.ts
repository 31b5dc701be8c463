/** Authorisation for actions: each action says who may call it. */
import { ActionError } from 'astro:actions';
import type { User } from '../data/accounts';

export function requireUser(context: { locals: App.Locals }): User {
  const user = context.locals.user;
  if (!user) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return user;
}

export function requireAdmin(context: { locals: App.Locals }): User {
  const user = requireUser(context);
  if (user.role !== 'admin')
    throw new ActionError({ code: 'FORBIDDEN', message: 'Only the platform administrator may do this.' });
  return user;
}

/** The signed-in user's own merchant account; anything else is refused. */
export function requireSeller(context: { locals: App.Locals }): User & { merchantId: string } {
  const user = requireUser(context);
  if (!user.merchantId) {
    throw new ActionError({ code: 'FORBIDDEN', message: 'You need an approved seller account to do this.' });
  }
  return user as User & { merchantId: string };
}
