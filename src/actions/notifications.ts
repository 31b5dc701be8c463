/** The signed-in user's own notifications: mark read, mark all read, clear all. */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { clearNotifications, markAllNotificationsRead, markNotificationsRead } from '../data/notifications';
import { NOTICE_AUDIENCES } from '../lib/notices';
import { said } from '../lib/refusals';
import { requireUser } from './guards';

const bell = z.object({ audience: z.enum(NOTICE_AUDIENCES) });

export const notifications = {
  markRead: defineAction({
    input: z.object({ ids: z.array(z.number().int().positive()).min(1).max(50) }),
    handler: async ({ ids }, context) => {
      const changed = await markNotificationsRead(context.locals.db, requireUser(context).id, ids);
      if (changed === null) throw new ActionError({ code: 'NOT_FOUND', message: said('notification.notFound') });
      return { changed };
    },
  }),
  /** One bell's: the seller dashboard's (`merchant`) or the profile's (`buyer`). */
  markAllRead: defineAction({
    input: bell,
    handler: async ({ audience }, context) => ({
      changed: await markAllNotificationsRead(context.locals.db, requireUser(context).id, audience),
    }),
  }),
  clearAll: defineAction({
    input: bell,
    handler: async ({ audience }, context) => ({
      changed: await clearNotifications(context.locals.db, requireUser(context).id, audience),
    }),
  }),
};
