import { describe, expect, it } from 'vitest';
import { firstLoadToast, priorityOf, relativeTime, unreadBadge } from '../../src/lib/notifications';

describe('notification display', () => {
  it('caps the unread badge at 99+', () => {
    expect(unreadBadge(0)).toBe('0');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it('gives the first-load toast of each type its kind and duration', () => {
    expect(firstLoadToast('order')).toEqual({ kind: 'success', duration: 5000 });
    expect(firstLoadToast('stock')).toEqual({ kind: 'warning', duration: 8000 });
    expect(firstLoadToast('review')).toEqual({ kind: 'info', duration: 4000 });
    expect(firstLoadToast('system')).toBeNull();
  });

  it('makes stock high priority and the rest medium', () => {
    expect(priorityOf('stock')).toBe('high');
    expect(priorityOf('order')).toBe('medium');
  });

  it('says how long ago', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(relativeTime('2026-11-25T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2026-11-25T11:55:00Z', now)).toBe('5 min ago');
    expect(relativeTime('2026-11-25T09:00:00Z', now)).toBe('3 h ago');
    expect(relativeTime('2026-11-24T12:00:00Z', now)).toBe('1 day ago');
    expect(relativeTime('2026-11-20T12:00:00Z', now)).toBe('5 days ago');
  });
});
