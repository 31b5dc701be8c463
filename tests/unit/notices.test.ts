import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { notificationsIn } from '../../src/i18n/notifications';
import { messageParts, type StoredNotification } from '../../src/lib/notifications';
import { formatMoney } from '../../src/lib/money';
import { NOTICE_CODES, noticeColumns, noticeText, type Notice } from '../../src/lib/notices';

/** One notice of each code, with the values the shop stores for it. */
const EXAMPLES: Notice[] = [
  { code: 'orderPlaced', values: { orderId: 'ORD-2026-000000001', units: 3, totalSen: 1530 } },
  { code: 'newOrder', values: { buyer: 'Nurul Huda', units: 1, sellerOrderId: 'ORD-2026-000000001-1' } },
  { code: 'lowStock', values: { product: 'Terung Ungu (Brinjal)', left: 7 } },
  { code: 'outOfStock', values: { product: 'Sawi Manis (Choy Sum)' } },
  { code: 'newReview', values: { author: 'Rajesh Kumar', product: 'Cili Padi', rating: 1 } },
  { code: 'preparing', values: { store: 'Kebun Hijau', orderId: 'ORD-1', note: 'Packing today' } },
  {
    code: 'shipped',
    values: { store: 'Kebun Hijau', orderId: 'ORD-1', note: '', carrier: 'Pos Laju', trackingNumber: 'EP1MY' },
  },
  { code: 'delivered', values: { store: 'Kebun Hijau', orderId: 'ORD-1', note: '' } },
  { code: 'cancelled', values: { store: 'Kebun Hijau', orderId: 'ORD-1', note: 'Out of kangkung' } },
  { code: 'update', values: { store: 'Kebun Hijau', orderId: 'ORD-1', note: '', status: 'pending' } },
  { code: 'approved', values: { business: 'Kedai Runcit Ah Seng' } },
  { code: 'notApproved', values: { reason: 'The ID picture is unreadable.' } },
  {
    code: 'paymentFlagged',
    values: { orderId: 'ORD-2024-000000001', problem: 'amount', amountSen: 100, currency: 'MYR', expectedSen: 4500 },
  },
  { code: 'payout', values: { amountSen: 6050, reference: 'LM-PAY-0001' } },
];

const stored = (notice: Notice, id = 1): StoredNotification => {
  const { code, vals } = noticeColumns(notice);
  return { id, type: 'order', link: null, read: false, createdAt: '2026-11-20T04:00:00.000Z', code, values: vals };
};

const english = (notice: Notice) => noticeText(messages('en').notices, notice);

describe('notices the shop writes', () => {
  it('has an example of every code', () => {
    expect([...EXAMPLES.map((notice) => notice.code), 'written'].sort()).toEqual([...NOTICE_CODES].sort());
  });

  it('stores a code and its values, and whose bell it rings, in no language', () => {
    expect(noticeColumns(EXAMPLES[0]!)).toEqual({
      code: 'orderPlaced',
      vals: '{"orderId":"ORD-2026-000000001","units":3,"totalSen":1530}',
      audience: 'buyer',
    });
    // Whose bell each rings: the buyer's own order and its progress, the merchant's new order, stock and reviews.
    expect(noticeColumns(EXAMPLES[1]!).audience).toBe('merchant');
    expect(noticeColumns(EXAMPLES[2]!).audience).toBe('merchant');
    expect(noticeColumns(EXAMPLES[4]!).audience).toBe('merchant');
    expect(noticeColumns(EXAMPLES[5]!).audience).toBe('buyer');
  });

  it('says each in English from its values, as the spec words it', () => {
    expect(english(EXAMPLES[0]!)).toEqual({
      title: 'Order placed',
      message: `Your order ORD-2026-000000001 of 3 items for ${formatMoney(1530)} was placed.`,
    });
    expect(english(EXAMPLES[1]!).message).toBe('Nurul Huda ordered 1 item (ORD-2026-000000001-1).');
    expect(english(EXAMPLES[2]!).message).toBe('Terung Ungu (Brinjal) has 7 units left.');
    expect(english({ code: 'lowStock', values: { product: 'Kangkung', left: 1 } }).message).toBe(
      'Kangkung has 1 unit left.',
    );
    expect(english(EXAMPLES[4]!).message).toBe('Rajesh Kumar gave Cili Padi 1 star.');
    expect(english(EXAMPLES[5]!).message).toBe(
      'Kebun Hijau is preparing your items of order ORD-1. Note from the seller: Packing today',
    );
    expect(english(EXAMPLES[6]!).message).toBe(
      'Kebun Hijau shipped your items of order ORD-1 with Pos Laju, tracking number EP1MY.',
    );
    expect(english(EXAMPLES[9]!).message).toBe('Kebun Hijau updated your order ORD-1 to Pending.');
    expect(english(EXAMPLES[10]!).message).toBe(
      'Welcome to Labuan Market! Kedai Runcit Ah Seng can now start selling.',
    );
  });

  it('shows each in Bahasa Malaysia from its values, with people’s own words marked as theirs', () => {
    const shown = notificationsIn(
      'ms',
      EXAMPLES.map((notice, index) => stored(notice, index + 1)),
    );
    const titles = messages('ms').notices;
    for (const [index, notice] of EXAMPLES.entries()) {
      const one = shown[index]!;
      expect(one.title, notice.code).toBe(titles[notice.code].title);
      expect(one.message, notice.code).not.toBe(english(notice).message);
      for (const word of one.ownWords ?? []) expect(one.message, notice.code).toContain(word);
    }
    expect(shown[0]!.message).toBe(
      `Pesanan anda ORD-2026-000000001 sebanyak 3 barang berjumlah ${formatMoney(1530)} telah dibuat.`,
    );
    expect(shown[2]!).toMatchObject({
      message: 'Stok Terung Ungu (Brinjal) tinggal 7 unit.',
      ownWords: ['Terung Ungu (Brinjal)'],
    });
    expect(shown[5]!.message).toBe(
      'Kebun Hijau sedang menyediakan barang anda dalam pesanan ORD-1. Nota daripada penjual: Packing today',
    );
    expect(shown[5]!.ownWords).toEqual(['Kebun Hijau', 'ORD-1', 'Packing today']);
    // A status is the shop's word, not the seller's: it is translated, not kept.
    expect(shown[9]!.message).toBe('Kebun Hijau mengemas kini pesanan anda ORD-1 kepada belum diproses.');
    expect(shown[9]!.ownWords).not.toContain('pending');
    // The page gets no code or values, only what it shows.
    expect(Object.keys(shown[0]!).sort()).toEqual(
      ['createdAt', 'id', 'link', 'message', 'ownWords', 'read', 'title', 'type'].sort(),
    );
  });

  it('shows English pages the English catalogue’s words', () => {
    const shown = notificationsIn(
      'en',
      EXAMPLES.map((notice) => stored(notice)),
    );
    for (const [index, notice] of EXAMPLES.entries()) {
      expect({ title: shown[index]!.title, message: shown[index]!.message }).toEqual(english(notice));
    }
  });

  it('keeps a row written before codes in its own words, in every language', () => {
    const old = stored({
      code: 'written',
      values: { title: 'Low stock', message: 'Terung Ungu (Brinjal) has 7 units left.' },
    });
    for (const lang of ['en', 'ms'] as const)
      expect(notificationsIn(lang, [old])[0]).toMatchObject({
        title: 'Low stock',
        message: 'Terung Ungu (Brinjal) has 7 units left.',
        ownWords: null,
      });
  });

  it('says only "a notification" for a row whose code or values cannot be read', () => {
    for (const values of ['not json', '[1]', 'null', '{}']) {
      const broken = { ...stored(EXAMPLES[9]!), values };
      const [shown] = notificationsIn('ms', [broken]);
      expect(shown!.ownWords, values).toBeNull();
      expect(shown!.title, values).toBe('Pemberitahuan');
    }
    expect(notificationsIn('en', [{ ...stored(EXAMPLES[0]!), code: null }])[0]!.title).toBe('Notification');
  });
});

describe('messageParts', () => {
  it('cuts out people’s own words, earliest and longest first, wherever they are', () => {
    expect(messageParts('Stok Kangkung Besar tinggal 7 unit.', ['Kangkung', 'Kangkung Besar'])).toEqual([
      { text: 'Stok ', own: false },
      { text: 'Kangkung Besar', own: true },
      { text: ' tinggal 7 unit.', own: false },
    ]);
    expect(messageParts('A gave B', ['A', 'B'])).toEqual([
      { text: 'A', own: true },
      { text: ' gave ', own: false },
      { text: 'B', own: true },
    ]);
    expect(messageParts('no names here', ['', 'x y'])).toEqual([{ text: 'no names here', own: false }]);
  });
});
