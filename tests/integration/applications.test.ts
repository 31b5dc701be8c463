import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveApplication,
  getApplicationDocument,
  latestApplicationFor,
  listApplications,
  PendingApplicationError,
  AlreadyMerchantError,
  rejectApplication,
  ReviewError,
  submitApplication,
} from '../../src/data/applications';
import { getUserById } from '../../src/data/accounts';
import { said } from '../../src/lib/refusals';
import {
  codedNotifications,
  applicationFiles,
  applicationText,
  freshDatabase,
  insertUser,
  objectKeys,
  snapshot,
} from './support';

let db: D1Database;
let bucket: R2Bucket;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, bucket, dispose } = await freshDatabase());
  await insertUser(db, 'user-app', 'app@example.com', 'Applicant');
});
afterAll(() => dispose());

const text = applicationText();
const files = applicationFiles();

const objectCount = async () => (await objectKeys(bucket, 'applications/')).length;

describe('merchant applications', () => {
  it('stores the files in R2 under unguessable keys and the application in D1', async () => {
    const id = await submitApplication(db, bucket, {
      userId: 'user-app',
      text,
      files,
      now: '2026-11-25T00:00:00.000Z',
    });
    const application = await latestApplicationFor(db, 'user-app');
    expect(application).toMatchObject({ id, status: 'pending', businessName: 'Kedai Kopi Pak Ali' });
    expect(application!.documents).toHaveLength(5);
    const keys = (
      await db
        .prepare('SELECT storage_key FROM application_documents WHERE application_id = ?')
        .bind(id)
        .all<{ storage_key: string }>()
    ).results;
    for (const { storage_key } of keys)
      expect(storage_key).toMatch(/^applications\/app-[0-9a-f-]{36}\/[0-9a-f-]{36}\.(pdf|png)$/);
    expect(await objectCount()).toBe(5);
    const doc = await getApplicationDocument(db, bucket, application!.documents[0]!.id);
    expect(doc?.contentType).toMatch(/pdf|png/);
  });

  it('allows one pending application per account', async () => {
    const before = await snapshot(db);
    const objects = await objectCount();
    await expect(submitApplication(db, bucket, { userId: 'user-app', text, files, now: 'x' })).rejects.toBeInstanceOf(
      PendingApplicationError,
    );
    // The refusal travels as its code, said by the form in its reader's language.
    await expect(submitApplication(db, bucket, { userId: 'user-app', text, files, now: 'x' })).rejects.toMatchObject({
      message: said('merchantApplication.pending'),
    });
    expect(await snapshot(db)).toEqual(before);
    expect(await objectCount()).toBe(objects);
  });

  it('leaves no file behind when the database write fails', async () => {
    await insertUser(db, 'user-app-2', 'app2@example.com', 'Other');
    const objects = await objectCount();
    const broken = { ...text, businessType: 'not-a-type' }; // the CHECK constraint refuses it
    await expect(
      submitApplication(db, bucket, { userId: 'user-app-2', text: broken, files, now: 'x' }),
    ).rejects.toThrow();
    expect(await objectCount()).toBe(objects);
    expect(await latestApplicationFor(db, 'user-app-2')).toBeNull();
  });

  it('approves: a merchant account with the store defaults, and a notification', async () => {
    const application = (await listApplications(db)).find((a) => a.userId === 'user-app')!;
    const merchantId = await approveApplication(db, application.id, 'user-admin', '2026-11-25T01:00:00.000Z');
    expect(merchantId).toMatch(/^kedai-kopi-pak-ali-[0-9a-f]{6}$/);
    const merchant = await db
      .prepare('SELECT * FROM merchants WHERE id = ?')
      .bind(merchantId)
      .first<Record<string, unknown>>();
    expect(merchant).toMatchObject({
      user_id: 'user-app',
      business_name: 'Kedai Kopi Pak Ali',
      return_window: '30',
      processing_time: '1-2',
      primary_color: '#3B82F6',
      accent_color: '#10B981',
      storefront_theme: 'modern',
      auto_accept_orders: 0,
      notify_promotions: 0,
    });
    expect((await getUserById(db, 'user-app'))?.merchantId).toBe(merchantId);
    expect((await latestApplicationFor(db, 'user-app'))?.status).toBe('approved');
    const note = await db
      .prepare("SELECT code FROM notifications WHERE user_id = 'user-app'")
      .first<{ code: string }>();
    expect(note?.code).toBe('approved');
    await expect(approveApplication(db, application.id, 'user-admin', 'x')).rejects.toBeInstanceOf(ReviewError);
    await expect(submitApplication(db, bucket, { userId: 'user-app', text, files, now: 'x' })).rejects.toMatchObject({
      constructor: AlreadyMerchantError,
      message: said('merchantApplication.alreadyMerchant'),
    });
  });

  it('rejects with a reason, once', async () => {
    const id = await submitApplication(db, bucket, {
      userId: 'user-app-2',
      text,
      files,
      now: '2026-11-25T02:00:00.000Z',
    });
    await rejectApplication(db, id, 'user-admin', 'The ID picture is unreadable.', '2026-11-25T03:00:00.000Z');
    expect(await latestApplicationFor(db, 'user-app-2')).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The ID picture is unreadable.',
    });
    await expect(rejectApplication(db, id, 'user-admin', 'again', 'x')).rejects.toBeInstanceOf(ReviewError);
    await expect(rejectApplication(db, id, 'user-admin', 'again', 'x')).rejects.toMatchObject({
      refusal: { code: 'application.reviewed' },
    });
    await expect(approveApplication(db, 'no-such-application', 'user-admin', 'x')).rejects.toMatchObject({
      refusal: { code: 'application.notFound' },
    });
  });
});

describe('the notifications these decisions wrote', () => {
  it('stores each as a code and values that every language can say', async () => {
    const notices = await codedNotifications(db);
    expect(notices.map((notice) => notice.code)).toEqual(expect.arrayContaining(['approved', 'notApproved']));
    for (const notice of notices) expect(notice.said, notice.code).not.toMatch(/undefined|NaN|\[object/);
  });
});
