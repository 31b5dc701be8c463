import { describe, expect, it } from 'vitest';
import { buyerStatusFrom, buyerStatusTone, normaliseStatus, progressPercent } from '../../src/lib/orders';

describe('buyer order statuses', () => {
  it.each([
    ['pending', 10, 'secondary'],
    ['confirmed', 25, 'default'],
    ['processing', 40, 'default'],
    ['shipped', 70, 'default'],
    ['delivered', 100, 'success'],
    ['cancelled', 0, 'destructive'],
  ])('shows %s at %i %% in the %s tone', (status, percent, tone) => {
    expect(progressPercent(status)).toBe(percent);
    expect(buyerStatusTone(status)).toBe(tone);
  });

  it('reads an unknown status as Pending', () => {
    expect(normaliseStatus('lost-at-sea')).toBe('pending');
    expect(buyerStatusTone('lost-at-sea')).toBe('secondary');
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
