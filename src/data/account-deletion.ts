/**
 * Deleting one's own account (SECURITY.md, "Your data"): the personal data goes at once, in one transaction; what
 * the merchants and the law need of the orders stays whole, as "Deleted buyer". The users row itself stays,
 * anonymised (orders, payments and reviews refer to it), with deleted_at set: no session of it is honoured again
 * (src/data/accounts.ts finds no deleted account) and its emptied password lets nobody sign in.
 *
 * Reviews are kept, as "Deleted buyer", with their rating and text: they are about a product, published by choice,
 * and the product's rating stays true. Wallet transactions, payments' amounts and provider references, shipments,
 * order events and the administrator's audit are records of the shop's business and hold nothing of the person.
 */
import { isLang } from '../lib/languages';
import { queueEmail } from './outbox';
import { AccountRefused } from './second-factor';

export const DELETED_NAME = 'Deleted buyer';

/** An email that is no address (no "@"), unique to the account so the email index stays unique. */
export const deletedEmail = (userId: string) => `deleted:${userId}`;

/**
 * Deletes the account now. A merchant whose store has open seller orders (neither completed nor cancelled) is
 * refused with their count: the buyers are owed them first.
 */
export async function deleteAccount(db: Database, uploads: R2Bucket, userId: string, now: Date): Promise<void> {
  const facts = await db
    .prepare(
      `SELECT u.email, u.lang, m.id AS merchant_id, m.logo_key,
         (SELECT COUNT(*) FROM seller_orders so WHERE so.merchant_id = m.id AND so.status NOT IN ('completed', 'cancelled')) AS open_orders
       FROM users u LEFT JOIN merchants m ON m.user_id = u.id WHERE u.id = ? AND u.deleted_at IS NULL`,
    )
    .bind(userId)
    .first<{
      email: string;
      lang: string | null;
      merchant_id: string | null;
      logo_key: string | null;
      open_orders: number;
    }>();
  if (!facts) throw new AccountRefused('NOT_FOUND', { code: 'access.signIn' });
  if (facts.open_orders > 0) {
    throw new AccountRefused('CONFLICT', { code: 'account.openOrders', values: { count: facts.open_orders } });
  }
  const { results: documents } = await db
    .prepare(
      `SELECT d.storage_key FROM application_documents d JOIN merchant_applications a ON a.id = d.application_id
       WHERE a.user_id = ?`,
    )
    .bind(userId)
    .all<{ storage_key: string }>();
  const nowIso = now.toISOString();
  const ofUser = (sql: string) => db.prepare(sql).bind(userId);

  await db.batch([
    db
      .prepare(
        `UPDATE users SET name = ?, full_name = NULL, email = ?, image_url = NULL, email_verified = 0, pending_email = NULL, password_hash = '',
           phone = NULL, date_of_birth = NULL, citizenship = NULL, address_line1 = NULL, address_line2 = NULL,
           city = NULL, state = NULL, postal_code = NULL, country = NULL, lang = NULL, small_pictures = 0,
           deleted_at = ?, updated_at = ?
         WHERE id = ?`,
      )
      .bind(DELETED_NAME, deletedEmail(userId), nowIso, nowIso, userId),
    // The orders keep their items, amounts, statuses and the state they went to (it set their tax and delivery).
    db
      .prepare(
        `UPDATE orders SET ship_full_name = ?, ship_email = '', ship_phone = '', ship_address = '', ship_city = '',
           ship_postal_code = '', notes = '', updated_at = ?
         WHERE user_id = ?`,
      )
      .bind(DELETED_NAME, nowIso, userId),
    // The buyer's delivery notes are copied to each seller order.
    ofUser(
      "UPDATE seller_orders SET notes = '' WHERE order_id IN (SELECT id FROM orders WHERE user_id = ?) AND notes <> ''",
    ),
    ofUser('UPDATE payments SET card_last4 = NULL WHERE user_id = ?'),
    db.prepare('UPDATE reviews SET author_name = ? WHERE user_id = ?').bind(DELETED_NAME, userId),
    ofUser('DELETE FROM cart_items WHERE user_id = ?'),
    ofUser('DELETE FROM wishlist_items WHERE user_id = ?'),
    ofUser('DELETE FROM notifications WHERE user_id = ?'),
    // The merchants' notifications of the person's orders and reviews name them: "Deleted buyer" from now on.
    db
      .prepare(
        `UPDATE notifications SET vals = json_set(vals, '$.buyer', ?1)
         WHERE code = 'newOrder' AND json_extract(vals, '$.sellerOrderId') IN
           (SELECT so.id FROM seller_orders so JOIN orders o ON o.id = so.order_id WHERE o.user_id = ?2)`,
      )
      .bind(DELETED_NAME, userId),
    db
      .prepare(
        `UPDATE notifications SET vals = json_set(vals, '$.author', ?1)
         WHERE code = 'newReview' AND EXISTS (SELECT 1 FROM reviews r JOIN merchants m ON m.id = r.merchant_id
           WHERE r.user_id = ?2 AND m.user_id = notifications.user_id AND r.created_at = notifications.created_at)`,
      )
      .bind(DELETED_NAME, userId),
    ofUser('DELETE FROM email_opt_outs WHERE user_id = ?'),
    ofUser('DELETE FROM email_outbox WHERE user_id = ?'),
    // The account's last message, to the address it had: queued with no user, so the line above keeps it.
    queueEmail(
      db,
      {
        key: `account_deleted:${userId}`,
        userId: null,
        to: { address: facts.email },
        payload: {
          kind: 'account_deleted',
          at: nowIso,
          lang: isLang(facts.lang) ? facts.lang : 'en',
        },
      },
      nowIso,
    ),
    // The merchants' "new order" emails name the buyer: their copies say "Deleted buyer" from now on.
    db
      .prepare(
        `UPDATE email_outbox SET payload = json_set(payload, '$.buyerName', ?1)
         WHERE message_key IN (SELECT 'new_order:' || so.id FROM seller_orders so JOIN orders o ON o.id = so.order_id
                               WHERE o.user_id = ?2)`,
      )
      .bind(DELETED_NAME, userId),
    db.prepare('DELETE FROM login_attempts WHERE email = lower(?)').bind(facts.email),
    ofUser('DELETE FROM trusted_browsers WHERE user_id = ?'),
    ofUser('DELETE FROM known_devices WHERE user_id = ?'),
    // Every session is signed out: a session without its registry row is refused (src/data/sessions.ts).
    ofUser('DELETE FROM user_sessions WHERE user_id = ?'),
    ofUser('DELETE FROM account_tokens WHERE user_id = ?'),
    db
      .prepare("DELETE FROM account_mail_requests WHERE subject IN ('email:' || lower(?1), 'user:' || ?2)")
      .bind(facts.email, userId),
    ofUser('DELETE FROM sign_in_challenges WHERE user_id = ?'),
    ofUser('DELETE FROM recovery_codes WHERE user_id = ?'),
    ofUser('DELETE FROM second_factors WHERE user_id = ?'),
    ofUser(
      'DELETE FROM application_documents WHERE application_id IN (SELECT id FROM merchant_applications WHERE user_id = ?)',
    ),
    ofUser('DELETE FROM merchant_applications WHERE user_id = ?'),
    // A merchant's store closes; its business name and registration stay on the invoices of its past orders.
    db
      .prepare(
        `UPDATE merchants SET status = 'suspended', email = '', phone = '', website = '', logo_key = NULL,
           address_street = '', address_city = '', address_zip = '', social_facebook = '', social_twitter = '',
           social_instagram = '', social_linkedin = '', show_email = 0, show_phone = 0, show_address = 0,
           allow_messages = 0, updated_at = ?
         WHERE user_id = ?`,
      )
      .bind(nowIso, userId),
  ]);
  // The documents' files (identity papers, a selfie) and the store's logo go from storage once their rows are gone.
  const files = [...documents.map((document) => document.storage_key), ...(facts.logo_key ? [facts.logo_key] : [])];
  if (files.length > 0) await uploads.delete(files);
}
