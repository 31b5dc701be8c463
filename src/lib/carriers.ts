/** Carriers that deliver on the island and where their parcels are tracked. */

export const CARRIERS = ['Pos Laju', 'J&T Express'] as const;

const TRACKING_URLS: Record<string, (n: string) => string> = {
  'Pos Laju': (n) => `https://tracking.pos.com.my/tracking/${encodeURIComponent(n)}`,
  'J&T Express': (n) => `https://www.jtexpress.my/tracking/${encodeURIComponent(n)}`,
};

export function trackingUrlFor(carrier: string, trackingNumber: string): string {
  return (TRACKING_URLS[carrier] ?? TRACKING_URLS['Pos Laju']!)(trackingNumber);
}
