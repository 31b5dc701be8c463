/** The signed-in user's own notifications: mark read, mark all read, clear all. */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { clearNotifications, markAllNotificationsRead, markNotificationsRead } from '../data/notifications';
import { requireUser } from './guards';

export const notifications = {
  markRead: defineAction({
    input: z.object({ ids: z.array(z.number().int().positive()).min(1).max(50) }),
    handler: async ({ ids }, context) => {
      const changed = await markNotificationsRead(context.locals.db, requireUser(context).id, ids);
      if (changed === null) throw new ActionError({ code: 'NOT_FOUND', message: 'Notification not found.' });
      return { changed };
    },
  }),
  markAllRead: defineAction({
    handler: async (_input, context) => ({
      changed: await markAllNotificationsRead(context.locals.db, requireUser(context).id),
    }),
  }),
  clearAll: defineAction({
    handler: async (_input, context) => ({
      changed: await clearNotifications(context.locals.db, requireUser(context).id),
    }),
  }),
};
