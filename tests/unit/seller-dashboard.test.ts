import { describe, expect, it } from 'vitest';
import { DASHBOARD_PANEL_PATH, dashboardHref, dashboardState } from '../../src/lib/seller-dashboard';

const state = (query: string) => dashboardState(new URLSearchParams(query));

describe('the seller dashboard address', () => {
  it('reads the tab, the analytics period and the orders date, with defaults for anything unknown', () => {
    expect(state('')).toEqual({ tab: 'overview', period: '30d', date: 'all' });
    expect(state('tab=analytics&period=7d&date=week')).toEqual({ tab: 'analytics', period: '7d', date: 'week' });
    expect(state('tab=settings&period=5y&date=someday')).toEqual({ tab: 'overview', period: '30d', date: 'all' });
  });

  it('writes only what differs from the defaults, the tab last', () => {
    expect(dashboardHref(state(''))).toBe('/seller-dashboard');
    expect(dashboardHref({ tab: 'orders', period: '30d', date: 'week' })).toBe(
      '/seller-dashboard?date=week&tab=orders',
    );
    expect(dashboardHref({ tab: 'analytics', period: '7d', date: 'month' })).toBe(
      '/seller-dashboard?period=7d&date=month&tab=analytics',
    );
  });

  it('gives the same state to the address of a tab alone', () => {
    const orders = { tab: 'orders', period: '90d', date: 'today' } as const;
    const href = dashboardHref(orders, DASHBOARD_PANEL_PATH);
    expect(href).toBe('/seller-dashboard/panel?period=90d&date=today&tab=orders');
    expect(dashboardState(new URL(href, 'https://labuan.example').searchParams)).toEqual(orders);
  });
});
