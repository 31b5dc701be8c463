import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
} from '../../src/data/notifications';
import { freshDatabase, snapshot } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

describe('notifications', () => {
  it('lists the demo merchant’s notifications, newest first, with the unread count', async () => {
    const inbox = await listNotifications(db, 'user-merchant-demo', 'merchant');
    expect(inbox.total).toBe(3);
    expect(inbox.unread).toBe(2);
    expect(inbox.notifications.map((n) => n.type)).toEqual(['order', 'stock', 'review']);
  });

  it('changes nothing when someone marks or clears another user’s notifications', async () => {
    const ids = (await listNotifications(db, 'user-merchant-demo', 'merchant')).notifications.map((n) => n.id);
    const before = await snapshot(db);
    expect(await markNotificationsRead(db, 'user-buyer-demo', ids)).toBeNull();
    // A list that mixes the user's own ids with another's is refused whole.
    expect(await markNotificationsRead(db, 'user-merchant-demo', [...ids, 999_999])).toBeNull();
    expect(await markAllNotificationsRead(db, 'user-buyer-demo', 'buyer')).toBe(0);
    expect(await clearNotifications(db, 'user-buyer-demo', 'buyer')).toBe(0);
    expect(await snapshot(db)).toEqual(before);
  });

  it('marks one read, then all, then clears them', async () => {
    const first = (await listNotifications(db, 'user-merchant-demo', 'merchant')).notifications[0]!;
    expect(await markNotificationsRead(db, 'user-merchant-demo', [first.id])).toBe(1);
    expect((await listNotifications(db, 'user-merchant-demo', 'merchant')).unread).toBe(1);
    expect(await markAllNotificationsRead(db, 'user-merchant-demo', 'merchant')).toBe(1);
    expect((await listNotifications(db, 'user-merchant-demo', 'merchant')).unread).toBe(0);
    expect(await clearNotifications(db, 'user-merchant-demo', 'merchant')).toBe(3);
    expect((await listNotifications(db, 'user-merchant-demo', 'merchant')).total).toBe(0);
  });
});
