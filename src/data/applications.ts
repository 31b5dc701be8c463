/**
 * Merchant applications: their text in D1, their documents in R2 under keys nobody can guess, the review by
 * the platform admin, and the merchant account an approval creates.
 *
 * Order of writes: the files go to R2 first, then one D1 batch writes the application and its document rows.
 * If that batch fails the files are deleted again, so no row ever points at a missing file.
 */
import type { ApplicationText, FileField } from '../lib/merchant-application';
import type { SniffedType } from '../lib/file-types';
import { cleanedUpload, EXTENSIONS } from '../lib/file-types';
import { isWebAddress } from '../lib/web-address';
import { queueEmail } from './outbox';
import { placeholders } from './sql';
import { noticeColumns } from '../lib/notices';
import { type Refusal, said } from '../lib/refusals';

export interface StoredFile {
  field: FileField;
  fileName: string;
  contentType: SniffedType;
  bytes: ArrayBuffer;
}

/* An application refused: each error's message is its refusal's code and values (src/lib/refusals.ts). */

export class PendingApplicationError extends Error {
  constructor() {
    super(said('merchantApplication.pending'));
  }
}

export class AlreadyMerchantError extends Error {
  constructor() {
    super(said('merchantApplication.alreadyMerchant'));
  }
}

/** A website that is not an http(s) address: refused here too, whatever the caller checked before. */
export class InvalidWebsiteError extends Error {
  constructor() {
    super(said('webAddress.invalid'));
  }
}

/** A file that is not what it says, or cannot be read through, or holds active content. */
export class BadDocumentError extends Error {
  constructor() {
    super(said('merchantApplication.documentType'));
  }
}

export interface ApplicationSummary {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  /** The store an approved application opened. */
  storeId: string | null;
  status: 'pending' | 'approved' | 'rejected';
  businessName: string;
  businessDescription: string;
  businessType: string;
  businessRegistrationNumber: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  website: string;
  idType: string;
  idNumber: string;
  rejectionReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  documents: { id: string; kind: FileField; fileName: string; contentType: string; sizeBytes: number }[];
}

const random = () => crypto.randomUUID();

export async function submitApplication(
  db: Database,
  bucket: R2Bucket,
  input: { userId: string; text: ApplicationText; files: StoredFile[]; now: string },
): Promise<string> {
  const website = input.text.website.trim();
  if (website && !isWebAddress(website)) throw new InvalidWebsiteError();
  // Checked again here, by their bytes: pictures are kept without text and metadata (a phone's GPS position
  // included), PDFs only when read through with nothing active inside.
  const files = input.files.map((file) => {
    const clean = cleanedUpload(new Uint8Array(file.bytes));
    if (!clean || clean.type !== file.contentType) throw new BadDocumentError();
    return { ...file, bytes: clean.bytes };
  });
  const blocking = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM merchants WHERE user_id = ?) AS merchants,
         (SELECT COUNT(*) FROM merchant_applications WHERE user_id = ? AND status = 'pending') AS pending`,
    )
    .bind(input.userId, input.userId)
    .first<{ merchants: number; pending: number }>();
  if ((blocking?.merchants ?? 0) > 0) throw new AlreadyMerchantError();
  if ((blocking?.pending ?? 0) > 0) throw new PendingApplicationError();

  const applicationId = `app-${random()}`;
  const stored: { id: string; key: string; file: (typeof files)[number] }[] = [];
  try {
    for (const file of files) {
      const key = `applications/${applicationId}/${random()}.${EXTENSIONS[file.contentType]}`;
      await bucket.put(key, file.bytes, { httpMetadata: { contentType: file.contentType } });
      stored.push({ id: `doc-${random()}`, key, file });
    }
    const t = input.text;
    await db.batch([
      db
        .prepare(
          `INSERT INTO merchant_applications (id, user_id, status, business_name, business_description, business_type,
             business_registration_number, contact_email, contact_phone, address_line1, address_line2, city, state,
             postal_code, website, id_type, id_number, created_at, updated_at)
           VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          applicationId,
          input.userId,
          t.businessName.trim(),
          t.businessDescription.trim(),
          t.businessType,
          t.businessRegistrationNumber.trim(),
          t.contactEmail.trim(),
          t.contactPhone.trim(),
          t.addressLine1.trim(),
          t.addressLine2.trim(),
          t.city.trim(),
          t.state,
          t.postalCode.trim(),
          website,
          t.idType,
          t.idNumber.trim(),
          input.now,
          input.now,
        ),
      ...stored.map(({ id, key, file }) =>
        db
          .prepare(
            `INSERT INTO application_documents (id, application_id, kind, storage_key, file_name, content_type, size_bytes, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(id, applicationId, file.field, key, file.fileName, file.contentType, file.bytes.byteLength, input.now),
      ),
    ]);
    return applicationId;
  } catch (error) {
    await Promise.allSettled(stored.map(({ key }) => bucket.delete(key)));
    if (/UNIQUE constraint failed: merchant_applications/i.test(String(error))) throw new PendingApplicationError();
    throw error;
  }
}

interface ApplicationRow {
  id: string;
  user_id: string;
  user_name: string;
  user_email: string;
  store_id: string | null;
  status: 'pending' | 'approved' | 'rejected';
  business_name: string;
  business_description: string;
  business_type: string;
  business_registration_number: string;
  contact_email: string;
  contact_phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  website: string;
  id_type: string;
  id_number: string;
  rejection_reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

const APPLICATION_SELECT = `SELECT a.*, u.name AS user_name, u.email AS user_email,
    (SELECT m.id FROM merchants m WHERE m.user_id = a.user_id AND a.status = 'approved') AS store_id
  FROM merchant_applications a JOIN users u ON u.id = a.user_id`;

async function withDocuments(db: Database, rows: ApplicationRow[]): Promise<ApplicationSummary[]> {
  if (rows.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT id, application_id, kind, file_name, content_type, size_bytes FROM application_documents
       WHERE application_id IN (${placeholders(rows.length)}) ORDER BY created_at, kind`,
    )
    .bind(...rows.map((r) => r.id))
    .all<{
      id: string;
      application_id: string;
      kind: FileField;
      file_name: string;
      content_type: string;
      size_bytes: number;
    }>();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    userEmail: row.user_email,
    storeId: row.store_id,
    status: row.status,
    businessName: row.business_name,
    businessDescription: row.business_description,
    businessType: row.business_type,
    businessRegistrationNumber: row.business_registration_number,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    address: [row.address_line1, row.address_line2].filter(Boolean).join(', '),
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    website: row.website,
    idType: row.id_type,
    idNumber: row.id_number,
    rejectionReason: row.rejection_reason,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    documents: results
      .filter((d) => d.application_id === row.id)
      .map((d) => ({
        id: d.id,
        kind: d.kind,
        fileName: d.file_name,
        contentType: d.content_type,
        sizeBytes: d.size_bytes,
      })),
  }));
}

/** The user's latest application, for their profile. */
export async function latestApplicationFor(db: Database, userId: string): Promise<ApplicationSummary | null> {
  const row = await db
    .prepare(`${APPLICATION_SELECT} WHERE a.user_id = ? ORDER BY a.created_at DESC LIMIT 1`)
    .bind(userId)
    .first<ApplicationRow>();
  return row ? ((await withDocuments(db, [row]))[0] ?? null) : null;
}

/** Every application, pending first, for the admin's review page. */
export async function listApplications(db: Database): Promise<ApplicationSummary[]> {
  const { results } = await db
    .prepare(
      `${APPLICATION_SELECT} ORDER BY CASE a.status WHEN 'pending' THEN 0 ELSE 1 END, a.created_at DESC LIMIT 200`,
    )
    .all<ApplicationRow>();
  return withDocuments(db, results);
}

/** One document's file, for the admin only (the caller checks). */
export async function getApplicationDocument(
  db: Database,
  bucket: R2Bucket,
  documentId: string,
): Promise<{ body: ReadableStream; contentType: string; fileName: string; size: number } | null> {
  const doc = await db
    .prepare('SELECT storage_key, content_type, file_name, size_bytes FROM application_documents WHERE id = ?')
    .bind(documentId)
    .first<{ storage_key: string; content_type: string; file_name: string; size_bytes: number }>();
  if (!doc) return null;
  const object = await bucket.get(doc.storage_key);
  if (!object) return null;
  return { body: object.body, contentType: doc.content_type, fileName: doc.file_name, size: doc.size_bytes };
}

/** A decision that cannot be made: the application is gone or already decided. */
export class ReviewError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
    this.name = 'ReviewError';
  }
}

const BUSINESS_TYPE_FOR_STORE: Record<string, string> = {
  farm: 'sole_proprietorship',
  food: 'sole_proprietorship',
};

/** A store id from the business name: readable, unique, and never one of the seller area's own routes. */
const RESERVED_STORE_IDS = new Set([
  'products',
  'bulk-upload',
  'manage-products',
  'analytics',
  'orders',
  'store-settings',
  'reviews',
]);

function storeIdFrom(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const base = slug && !RESERVED_STORE_IDS.has(slug) ? slug : 'store';
  return `${base}-${crypto.randomUUID().slice(0, 6)}`;
}

/**
 * Approves a pending application: the merchant account with its store profile (the seller spec's store
 * defaults), the application marked approved, and a notification for the user, in one batch.
 */
export async function approveApplication(
  db: Database,
  applicationId: string,
  adminId: string,
  now: string,
): Promise<string> {
  const row = await db
    .prepare('SELECT * FROM merchant_applications WHERE id = ?')
    .bind(applicationId)
    .first<ApplicationRow>();
  if (!row) throw new ReviewError({ code: 'application.notFound' });
  if (row.status !== 'pending') throw new ReviewError({ code: 'application.reviewed' });
  const approved = noticeColumns({ code: 'approved', values: { business: row.business_name } });
  const merchantId = storeIdFrom(row.business_name);
  await db.batch([
    db
      .prepare(
        `INSERT INTO merchants (id, user_id, business_name, display_name, description, email, phone, website,
           address_street, address_city, address_state, address_zip, address_country, registration_number,
           business_type, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Malaysia', ?, ?, ?, ?)`,
      )
      .bind(
        merchantId,
        row.user_id,
        row.business_name,
        row.business_name,
        row.business_description,
        row.contact_email,
        row.contact_phone,
        // Only an http(s) address becomes the store's link; anything else stored before the rule is dropped.
        isWebAddress(row.website.trim()) ? row.website.trim() : '',
        [row.address_line1, row.address_line2].filter(Boolean).join(', '),
        row.city,
        row.state,
        row.postal_code,
        row.business_registration_number,
        BUSINESS_TYPE_FOR_STORE[row.business_type] ?? 'other',
        now,
        now,
      ),
    db
      .prepare(
        `UPDATE merchant_applications SET status = 'approved', reviewed_by = ?, reviewed_at = ?, updated_at = ?
         WHERE id = ? AND status = 'pending'`,
      )
      .bind(adminId, now, now, applicationId),
    db
      .prepare(
        `INSERT INTO notifications (user_id, type, link, read, created_at, code, vals, audience)
         VALUES (?, 'system', '/seller-dashboard', 0, ?, ?, ?, ?)`,
      )
      .bind(row.user_id, now, approved.code, approved.vals, approved.audience),
    decisionEmail(
      db,
      applicationId,
      row.user_id,
      row.contact_email,
      { decision: 'approved', businessName: row.business_name, storeId: merchantId, reason: '' },
      now,
    ),
  ]);
  return merchantId;
}

export async function rejectApplication(
  db: Database,
  applicationId: string,
  adminId: string,
  reason: string,
  now: string,
): Promise<void> {
  const row = await db
    .prepare('SELECT status, user_id, business_name, contact_email FROM merchant_applications WHERE id = ?')
    .bind(applicationId)
    .first<{ status: string; user_id: string; business_name: string; contact_email: string }>();
  if (!row) throw new ReviewError({ code: 'application.notFound' });
  if (row.status !== 'pending') throw new ReviewError({ code: 'application.reviewed' });
  const notApproved = noticeColumns({ code: 'notApproved', values: { reason: reason.trim() } });
  await db.batch([
    db
      .prepare(
        `UPDATE merchant_applications SET status = 'rejected', rejection_reason = ?, reviewed_by = ?, reviewed_at = ?, updated_at = ?
         WHERE id = ? AND status = 'pending'`,
      )
      .bind(reason.trim(), adminId, now, now, applicationId),
    db
      .prepare(
        `INSERT INTO notifications (user_id, type, link, read, created_at, code, vals, audience)
         SELECT user_id, 'system', '/profile', 0, ?, ?, ?, ?
         FROM merchant_applications WHERE id = ? AND status = 'rejected' AND reviewed_at = ?`,
      )
      .bind(now, notApproved.code, notApproved.vals, notApproved.audience, applicationId, now),
    decisionEmail(
      db,
      applicationId,
      row.user_id,
      row.contact_email,
      { decision: 'rejected', businessName: row.business_name, storeId: null, reason: reason.trim() },
      now,
    ),
  ]);
}

/** The applicant's email of the decision, queued with it (src/data/outbox.ts), once per application. */
function decisionEmail(
  db: Database,
  applicationId: string,
  userId: string,
  contactEmail: string,
  decision: { decision: 'approved' | 'rejected'; businessName: string; storeId: string | null; reason: string },
  now: string,
): D1PreparedStatement {
  return queueEmail(
    db,
    {
      key: `application_decision:${applicationId}`,
      userId,
      to: { address: contactEmail },
      payload: { kind: 'application_decision', ...decision },
    },
    now,
  );
}
