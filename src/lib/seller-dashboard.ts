/**
 * The seller dashboard's address: which tab is shown (`tab`), the Analytics tab's period (`period`) and the
 * Orders tab's (`date`, Order Management's date filter). The server renders only the chosen tab from it, so
 * that every tab and period is a plain link that works without JavaScript.
 */
import { DEFAULT_REPORT_PERIOD, parseReportPeriod, type ReportPeriod } from './analytics';
import { parseOrderFilters, type DateFilter } from './seller-orders';

export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'products', label: 'Products' },
  { id: 'orders', label: 'Orders' },
  { id: 'analytics', label: 'Analytics' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'overview';

export interface DashboardState {
  tab: DashboardTab;
  period: ReportPeriod;
  date: DateFilter;
}

export function parseDashboardTab(value: string | null | undefined): DashboardTab {
  return DASHBOARD_TABS.some((tab) => tab.id === value) ? (value as DashboardTab) : DEFAULT_DASHBOARD_TAB;
}

/** The dashboard's state as its address holds it; anything unknown falls back to the default. */
export function dashboardState(params: URLSearchParams): DashboardState {
  return {
    tab: parseDashboardTab(params.get('tab')),
    period: parseReportPeriod(params.get('period')),
    date: parseOrderFilters(params).date,
  };
}

/** The address of the dashboard in a state (defaults left out), or of one of its tabs alone (`panel`). */
export function dashboardHref(state: DashboardState, path = '/seller-dashboard'): string {
  const params = new URLSearchParams();
  if (state.period !== DEFAULT_REPORT_PERIOD) params.set('period', state.period);
  if (state.date !== 'all') params.set('date', state.date);
  if (state.tab !== DEFAULT_DASHBOARD_TAB) params.set('tab', state.tab);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Where the dashboard's script loads a tab it did not render: the tab alone, as HTML. */
export const DASHBOARD_PANEL_PATH = '/seller-dashboard/panel';
