import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { refusalIn } from '../../src/islands/seller-orders/refusals';
import { relativeTime } from '../../src/lib/notifications';
import { SELLER_STATUSES, sellerStatusLabel } from '../../src/lib/orders';
import { transitionError } from '../../src/lib/seller-orders';
import { encodeRefusal, type Refusal } from '../../src/lib/refusals';

const en = messages('en').sellerOrders;
const ms = messages('ms').sellerOrders;
const say = (refused: Refusal, lang: 'en' | 'ms') => {
  const t = lang === 'en' ? en : ms;
  return refusalIn(encodeRefusal(refused), t.dialog.refusals, t.statuses);
};

describe('a refusal of a status change, from its code', () => {
  it('says every refused move in Malay, with the statuses in Malay, and in English with the English labels', () => {
    for (const from of SELLER_STATUSES) {
      for (const to of SELLER_STATUSES) {
        const refused = transitionError(from, to);
        if (!refused) continue;
        const malay = say(refused, 'ms');
        expect(malay, refused.code).not.toMatch(/\{|order|pending|processing|shipped|completed|cancelled/);
        expect(say(refused, 'en'), refused.code).not.toBe(malay);
      }
    }
    expect(say({ code: 'sellerOrder.already', values: { status: 'shipped' } }, 'ms')).toBe(
      'Pesanan ini sudah berstatus telah dihantar.',
    );
    expect(say(transitionError('processing', 'pending')!, 'ms')).toBe(
      'Pesanan berstatus sedang diproses tidak boleh dikembalikan kepada belum diproses.',
    );
    expect(say(transitionError('shipped', 'pending')!, 'en')).toBe('A shipped order cannot be moved back to pending.');
    expect(say(transitionError('completed', 'pending')!, 'en')).toBe(
      'This order is completed and can no longer change status.',
    );
  });

  it('fills the values of the fields and the order', () => {
    expect(say({ code: 'sellerOrder.noteTooLong', values: { max: 500 } }, 'ms')).toBe(
      'Nota tidak boleh melebihi 500 aksara.',
    );
    expect(say({ code: 'sellerOrder.notFound', values: { id: 'SO-1' } }, 'ms')).toBe('Pesanan SO-1 tidak dijumpai.');
    expect(say({ code: 'sellerOrder.notFound', values: { id: 'SO-1' } }, 'en')).toBe('Order SO-1 not found.');
    expect(say({ code: 'sellerOrder.trackingNumber' }, 'ms')).toBe(ms.dialog.refusals['sellerOrder.trackingNumber']);
  });

  it('says an answer that carries no code as a request that could not be accepted, never as written', () => {
    expect(refusalIn('Something else went wrong.', ms.dialog.refusals, ms.statuses)).toBe(
      messages('ms').refusals['request.invalid'],
    );
  });
});

describe('the seller’s words by language', () => {
  it('names a status through the one module of labels, in the language given', () => {
    expect(sellerStatusLabel('shipped')).toBe('Shipped');
    expect(sellerStatusLabel('shipped', ms.statuses)).toBe('Telah Dihantar');
    expect(sellerStatusLabel('unknown', ms.statuses)).toBe('Belum Diproses');
  });

  it('says a notification’s time in Malay', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const words = messages('ms').seller.bell.time;
    expect(relativeTime('2026-11-26T11:55:00Z', now, words)).toBe('5 minit lalu');
    expect(relativeTime('2026-11-26T09:00:00Z', now, words)).toBe('3 jam lalu');
    expect(relativeTime('2026-11-24T12:00:00Z', now, words)).toBe('2 hari lalu');
    expect(relativeTime('2026-11-24T12:00:00Z', now)).toBe('2 days ago');
  });
});
