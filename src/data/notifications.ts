/**
 * A user's notifications: made by real events (orders, stock, reviews, applications), read and cleared by them.
 * Each bell reads one audience (src/lib/notices.ts): the seller dashboard's the merchant's, the profile's the buyer's.
 */
import type { NoticeAudience } from '../lib/notices';
import type { NotificationType, StoredNotification as Notification } from '../lib/notifications';
import { numberedPlaceholders, placeholders } from './sql';

/** One bell's newest notifications (at most `limit`) and how many it holds and are unread in all. */
export async function listNotifications(
  db: Database,
  userId: string,
  audience: NoticeAudience,
  limit = 100,
): Promise<{ notifications: Notification[]; unread: number; total: number }> {
  const [rows, counts] = await db.batch([
    db
      .prepare(
        'SELECT id, type, link, read, created_at, code, vals FROM notifications WHERE user_id = ? AND audience = ? ORDER BY created_at DESC, id DESC LIMIT ?',
      )
      .bind(userId, audience, limit),
    db
      .prepare(
        'SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN read = 0 THEN 1 ELSE 0 END), 0) AS unread FROM notifications WHERE user_id = ? AND audience = ?',
      )
      .bind(userId, audience),
  ]);
  const count = (counts!.results as { total: number; unread: number }[])[0]!;
  return {
    notifications: (
      rows!.results as {
        id: number;
        type: NotificationType;
        link: string | null;
        read: number;
        created_at: string;
        code: string | null;
        vals: string | null;
      }[]
    ).map((row) => ({
      id: row.id,
      type: row.type,
      link: row.link,
      read: row.read === 1,
      createdAt: row.created_at,
      code: row.code,
      values: row.vals,
    })),
    unread: count.unread,
    total: count.total,
  };
}

/** Marks the user's own notifications read; null (and nothing changed) when any id is not theirs. */
export async function markNotificationsRead(db: Database, userId: string, ids: number[]): Promise<number | null> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  const list = placeholders(unique.length);
  const numbered = numberedPlaceholders(unique.length, 3);
  const [owned, updated] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND id IN (${list})`).bind(userId, ...unique),
    // One batch is one transaction: the update applies only when every id is the user's.
    db
      .prepare(
        `UPDATE notifications SET read = 1 WHERE user_id = ?1 AND read = 0 AND id IN (${numbered})
         AND (SELECT COUNT(*) FROM notifications WHERE user_id = ?1 AND id IN (${numbered})) = ?2`,
      )
      .bind(userId, unique.length, ...unique),
  ]);
  if ((owned!.results[0] as { n: number }).n < unique.length) return null;
  return updated!.meta.changes;
}

/** Mark all read, on one bell. */
export async function markAllNotificationsRead(
  db: Database,
  userId: string,
  audience: NoticeAudience,
): Promise<number> {
  return (
    await db
      .prepare('UPDATE notifications SET read = 1 WHERE user_id = ? AND audience = ? AND read = 0')
      .bind(userId, audience)
      .run()
  ).meta.changes;
}

/** Clear all, on one bell. */
export async function clearNotifications(db: Database, userId: string, audience: NoticeAudience): Promise<number> {
  return (await db.prepare('DELETE FROM notifications WHERE user_id = ? AND audience = ?').bind(userId, audience).run())
    .meta.changes;
}
