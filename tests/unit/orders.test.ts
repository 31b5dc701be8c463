import { describe, expect, it } from 'vitest';
import { buyerStatusFrom, normaliseStatus, progressPercent, statusBadge } from '../../src/lib/orders';

describe('buyer order statuses', () => {
  it.each([
    ['pending', 10, 'Pending', 'secondary'],
    ['confirmed', 25, 'Confirmed', 'default'],
    ['processing', 40, 'Processing', 'default'],
    ['shipped', 70, 'Shipped', 'default'],
    ['delivered', 100, 'Delivered', 'success'],
    ['cancelled', 0, 'Cancelled', 'destructive'],
  ])('shows %s at %i %% as %s', (status, percent, label, tone) => {
    expect(progressPercent(status)).toBe(percent);
    expect(statusBadge(status)).toEqual({ label, tone });
  });

  it('reads an unknown status as Pending', () => {
    expect(normaliseStatus('lost-at-sea')).toBe('pending');
    expect(statusBadge('lost-at-sea').label).toBe('Pending');
    expect(progressPercent('lost-at-sea')).toBe(10);
  });
});

describe('the buyer status follows its seller orders', () => {
  it.each([
    [['pending'], 'pending'],
    [['pending', 'pending'], 'pending'],
    [['processing', 'pending'], 'confirmed'],
    [['processing', 'processing'], 'processing'],
    [['shipped', 'processing'], 'processing'],
    [['shipped', 'shipped'], 'shipped'],
    [['completed', 'shipped'], 'shipped'],
    [['completed', 'completed'], 'delivered'],
    [['completed', 'cancelled'], 'delivered'],
    [['cancelled', 'pending'], 'pending'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [[], 'pending'],
  ] as const)('%j makes %s', (sellers, buyer) => {
    expect(buyerStatusFrom([...sellers])).toBe(buyer);
  });
});
