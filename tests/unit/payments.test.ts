import { describe, expect, it } from 'vitest';
import { holdEnd, mayPay, mustWaitForPayment, paysOrder, refundState } from '../../src/lib/payments';

const NOW = new Date('2026-11-28T10:00:00.000Z');

describe('payment rules', () => {
  it('holds an unpaid order’s stock for 30 minutes from its placing', () => {
    expect(holdEnd(NOW)).toBe('2026-11-28T10:30:00.000Z');
  });

  it('lets a provider’s unpaid or failed order be paid while its hold lasts, and nothing else', () => {
    const order = { paymentMethod: 'fpx', paymentStatus: 'awaiting', paymentExpiresAt: '2026-11-28T10:30:00.000Z' };
    expect(mayPay(order, NOW)).toBe(true);
    expect(mayPay({ ...order, paymentStatus: 'failed' }, NOW)).toBe(true);
    expect(mayPay(order, new Date('2026-11-28T10:30:00.000Z'))).toBe(false);
    for (const paymentStatus of ['paid', 'expired', 'partly_refunded', 'refunded'])
      expect(mayPay({ ...order, paymentStatus }, NOW), paymentStatus).toBe(false);
    expect(mayPay({ ...order, paymentMethod: 'cod', paymentExpiresAt: null }, NOW)).toBe(false);
    expect(mayPay({ ...order, paymentExpiresAt: null }, NOW)).toBe(false);
  });

  it('takes a payment only of the order’s exact amount and currency, in any letter case', () => {
    const order = { totalSen: 4530, currency: 'MYR' };
    expect(paysOrder({ amountSen: 4530, currency: 'myr' }, order)).toBe(true);
    expect(paysOrder({ amountSen: 4529, currency: 'myr' }, order)).toBe(false);
    expect(paysOrder({ amountSen: 4530, currency: 'sgd' }, order)).toBe(false);
    expect(paysOrder({ amountSen: null, currency: 'myr' }, order)).toBe(false);
    expect(paysOrder({ amountSen: 4530, currency: undefined }, order)).toBe(false);
  });

  it('reads a provider’s refund status as done, not done, or pending', () => {
    expect(refundState('succeeded')).toBe('succeeded');
    expect(refundState('failed')).toBe('failed');
    expect(refundState('canceled')).toBe('failed');
    expect(refundState('pending')).toBe('pending');
    expect(refundState('requires_action')).toBe('pending');
    expect(refundState(null)).toBe('pending');
  });

  it('keeps merchants from preparing a provider’s order until it is paid; cash goes ahead', () => {
    expect(mustWaitForPayment('fpx', 'awaiting')).toBe(true);
    expect(mustWaitForPayment('card', 'failed')).toBe(true);
    expect(mustWaitForPayment('grabpay', 'paid')).toBe(false);
    expect(mustWaitForPayment('card', 'partly_refunded')).toBe(false);
    expect(mustWaitForPayment('cod', 'awaiting')).toBe(false);
  });
});
