import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { refusalIn } from '../../src/islands/seller-orders/refusals';
import { relativeTime } from '../../src/lib/notifications';
import { SELLER_STATUSES, sellerStatusLabel } from '../../src/lib/orders';
import { transitionError } from '../../src/lib/seller-orders';

const en = messages('en').sellerOrders;
const ms = messages('ms').sellerOrders;
const english = { refusals: en.dialog.refusals, statuses: en.statuses };
const inMalay = (message: string) => refusalIn(message, english, ms.dialog.refusals, ms.statuses, ms.dialog.answers);

describe('a refusal of a status change in Bahasa Malaysia', () => {
  it('says every refused move in Malay, with the statuses in Malay', () => {
    for (const from of SELLER_STATUSES) {
      for (const to of SELLER_STATUSES) {
        const refused = transitionError(from, to);
        if (!refused) continue;
        const said = inMalay(refused);
        expect(said, refused).not.toBe(refused);
        expect(said, refused).not.toMatch(/\{|order|pending|processing|shipped|completed|cancelled/);
      }
    }
    expect(inMalay('This order is already shipped.')).toBe('Pesanan ini sudah berstatus telah dihantar.');
    expect(inMalay('A processing order cannot be moved back to pending.')).toBe(
      'Pesanan berstatus sedang diproses tidak boleh dikembalikan kepada belum diproses.',
    );
  });

  it('fills the values of the fields and the order', () => {
    expect(inMalay('Keep the note to 500 characters.')).toBe('Nota tidak boleh melebihi 500 aksara.');
    expect(inMalay('Order SO-1 not found.')).toBe('Pesanan SO-1 tidak dijumpai.');
    expect(inMalay(en.dialog.refusals.trackingNumber)).toBe(ms.dialog.refusals.trackingNumber);
  });

  it('leaves an answer it does not know as it came, and English as it is', () => {
    expect(inMalay('Something else went wrong.')).toBe('Something else went wrong.');
    const same = refusalIn(
      'This order is already shipped.',
      english,
      en.dialog.refusals,
      en.statuses,
      en.dialog.answers,
    );
    expect(same).toBe('This order is already shipped.');
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
