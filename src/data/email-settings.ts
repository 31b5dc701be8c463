/** Which kinds of email a user receives: every kind is on until they turn it off (the email_opt_outs rows). */
import type { EmailKind } from '../lib/emails';
import { placeholders } from './sql';

export async function emailOptOuts(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .prepare('SELECT kind FROM email_opt_outs WHERE user_id = ?')
    .bind(userId)
    .all<{ kind: string }>();
  return new Set(rows.results.map((r) => r.kind));
}

/** Saves the user's choice among the kinds offered to them: those not kept on are turned off, in one batch. */
export async function saveEmailSettings(
  db: Database,
  userId: string,
  offered: readonly EmailKind[],
  keptOn: readonly string[],
): Promise<void> {
  const off = offered.filter((kind) => !keptOn.includes(kind));
  await db.batch([
    db
      .prepare(`DELETE FROM email_opt_outs WHERE user_id = ? AND kind IN (${placeholders(offered.length)})`)
      .bind(userId, ...offered),
    ...off.map((kind) => db.prepare('INSERT INTO email_opt_outs (user_id, kind) VALUES (?, ?)').bind(userId, kind)),
  ]);
}
