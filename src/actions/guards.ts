/** Authorisation for actions: each action says who may call it. */
import { ActionError } from 'astro:actions';
import type { User } from '../data/accounts';

export function requireUser(context: { locals: App.Locals }): User {
  const user = context.locals.user;
  if (!user) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return user;
}
