/**
 * Traffic sources against a real local D1: a page view counted by its class only, one counter row per
 * merchant, day and source, and the analytics report's Traffic Sources and Total Views read from those rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerAnalytics } from '../../src/data/seller-analytics';
import { countView, recordPageView } from '../../src/data/traffic';
import { shopDay } from '../../src/lib/dates';
import { freshDatabase, SEEDED_AT } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

const SHOP = 'traffic-shop';
const OTHER = 'traffic-other';
const STAMP = '2026-10-01T00:00:00.000Z';
const NOW = new Date('2026-11-20T12:00:00.000Z');
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const HOST = 'labuanmarket.example';

async function insert(table: string, row: Record<string, string | number>) {
  const keys = Object.keys(row);
  await db
    .prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`)
    .bind(...Object.values(row))
    .run();
}

async function counters(merchantId: string) {
  const { results } = await db
    .prepare('SELECT day, source, views FROM merchant_traffic_daily WHERE merchant_id = ? ORDER BY day, source')
    .bind(merchantId)
    .all<{ day: string; source: string; views: number }>();
  return results;
}

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  for (const [id, user] of [
    [SHOP, 'traffic-a'],
    [OTHER, 'traffic-b'],
  ] as const) {
    await insert('users', {
      id: user,
      email: `${user}@example.com`,
      name: user,
      password_hash: 'x',
      created_at: STAMP,
      updated_at: STAMP,
    });
    await insert('merchants', {
      id,
      user_id: user,
      business_name: id,
      display_name: id,
      email: `${id}@example.com`,
      created_at: STAMP,
      updated_at: STAMP,
    });
  }
});
afterAll(() => dispose());

describe('counting a view', () => {
  it('adds one to the merchant’s row of the day and source, and keeps nothing else', async () => {
    // Days are Labuan's (UTC+8): 09:00 there is 01:00 UTC.
    const at = new Date('2026-11-18T01:00:00.000Z');
    await countView(db, SHOP, 'social', at);
    await countView(db, SHOP, 'social', at);
    // 23:30 on the 18th in Labuan; then 00:30 on the 19th there, while UTC is still on the 18th.
    await countView(db, SHOP, 'social', new Date('2026-11-18T15:30:00.000Z'));
    await countView(db, SHOP, 'direct', at);
    await countView(db, OTHER, 'social', at);
    await countView(db, SHOP, 'search_engine', new Date('2026-11-18T16:30:00.000Z'));
    expect(await counters(SHOP)).toEqual([
      { day: '2026-11-18', source: 'direct', views: 1 },
      { day: '2026-11-18', source: 'social', views: 3 },
      { day: '2026-11-19', source: 'search_engine', views: 1 },
    ]);
    expect(await counters(OTHER)).toEqual([{ day: '2026-11-18', source: 'social', views: 1 }]);
    // The table holds a class and a number per day: no column for an address, an account or a referrer.
    const columns = await db
      .prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid')
      .bind('merchant_traffic_daily')
      .all<{ name: string }>();
    expect(columns.results.map((c) => c.name)).toEqual(['merchant_id', 'day', 'source', 'views']);
  });

  it('refuses a source that is not one of the classes, and writes nothing', async () => {
    const before = await counters(SHOP);
    await expect(countView(db, SHOP, 'https://evil.example/' as never)).rejects.toThrow(/Unknown traffic source/);
    await expect(
      db
        .prepare(
          "INSERT INTO merchant_traffic_daily (merchant_id, day, source, views) VALUES (?, '2026-11-18', 'referrer-url', 1)",
        )
        .bind(SHOP)
        .run(),
    ).rejects.toThrow(/CHECK/);
    expect(await counters(SHOP)).toEqual(before);
  });
});

describe('recording a page view', () => {
  const viewOf = (headers: Record<string, string>, viewerMerchantId: string | null = null, method = 'GET') => {
    const waits: Promise<unknown>[] = [];
    const source = recordPageView({
      db,
      waitUntil: (promise) => waits.push(promise),
      request: new Request(`https://${HOST}/seller/${OTHER}`, {
        method,
        headers: { 'User-Agent': CHROME, ...headers },
      }),
      url: new URL(`https://${HOST}/seller/${OTHER}`),
      merchantId: OTHER,
      viewerMerchantId,
    });
    return { source, done: Promise.all(waits), waits };
  };

  it('counts after the response, through waitUntil, by the class of the Referer', async () => {
    const today = shopDay();
    const views = [
      viewOf({ Referer: 'https://l.facebook.com/' }),
      viewOf({ Referer: `https://${HOST}/?q=ikan+kerapu` }),
      viewOf({ Referer: `https://${HOST}/?category=seafood` }),
      viewOf({ Referer: 'https://www.google.com.my/' }),
      viewOf({ Referer: 'https://labuan-food.blog/best-fish' }),
      viewOf({}),
    ];
    expect(views.map((v) => v.source)).toEqual([
      'social',
      'shop_search',
      'shop_browse',
      'search_engine',
      'other_site',
      'direct',
    ]);
    // The writes are handed to waitUntil, not awaited by the page.
    expect(views.every((v) => v.waits.length === 1)).toBe(true);
    await Promise.all(views.map((v) => v.done));
    const rows = (await counters(OTHER)).filter((r) => r.day === today);
    expect(rows).toEqual(
      ['direct', 'other_site', 'search_engine', 'shop_browse', 'shop_search', 'social'].map((source) => ({
        day: today,
        source,
        views: 1,
      })),
    );
  });

  it("counts no robot, no prefetch, no live-search fetch and not the merchant's own view", async () => {
    const before = await counters(OTHER);
    const skipped = [
      viewOf({
        'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        Referer: 'https://www.google.com/',
      }),
      viewOf({ 'User-Agent': 'facebookexternalhit/1.1' }),
      viewOf({ 'Sec-Purpose': 'prefetch' }),
      viewOf({ 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' }),
      viewOf({}, OTHER),
      viewOf({}, null, 'HEAD'),
    ];
    expect(skipped.map((v) => v.source)).toEqual([null, null, null, null, null, null]);
    expect(skipped.every((v) => v.waits.length === 0)).toBe(true);
    expect(await counters(OTHER)).toEqual(before);
    // Another merchant looking at this store is a visitor like any other.
    const visitor = viewOf({}, SHOP);
    expect(visitor.source).toBe('direct');
    await visitor.done;
  });

  it("a product page's view also counts on the product's own views, in the same write; a view not counted does not", async () => {
    await insert('products', {
      id: 'traffic-fish',
      merchant_id: OTHER,
      name: 'Ikan Kerapu',
      category: 'seafood',
      price_sen: 2500,
      stock: 4,
      status: 'active',
      created_at: STAMP,
      updated_at: STAMP,
    });
    const viewsOf = async () =>
      Number(await db.prepare('SELECT views FROM products WHERE id = ?').bind('traffic-fish').first('views'));
    const productView = (
      headers: Record<string, string>,
      viewerMerchantId: string | null = null,
      productId = 'traffic-fish',
      merchantId = OTHER,
    ) => {
      const waits: Promise<unknown>[] = [];
      const url = `https://${HOST}/product/${productId}`;
      const source = recordPageView({
        db,
        waitUntil: (promise) => waits.push(promise),
        request: new Request(url, { headers: { 'User-Agent': CHROME, ...headers } }),
        url: new URL(url),
        merchantId,
        productId,
        viewerMerchantId,
      });
      return Promise.all(waits).then(() => source);
    };
    expect(await viewsOf()).toBe(0);
    expect(await productView({ Referer: 'https://www.google.com/' })).toBe('search_engine');
    expect(await productView({})).toBe('direct');
    expect(await viewsOf()).toBe(2);
    // A robot, the merchant's own view, and a product named with another merchant's id change nothing.
    expect(await productView({ 'User-Agent': 'Googlebot/2.1' })).toBeNull();
    expect(await productView({}, OTHER)).toBeNull();
    await productView({}, null, 'traffic-fish', SHOP);
    expect(await viewsOf()).toBe(2);
  });
});

describe('Traffic Sources in the analytics report', () => {
  const REPORT = 'traffic-report';
  beforeAll(async () => {
    await insert('users', {
      id: 'traffic-c',
      email: 'traffic-c@example.com',
      name: 'c',
      password_hash: 'x',
      created_at: STAMP,
      updated_at: STAMP,
    });
    await insert('merchants', {
      id: REPORT,
      user_id: 'traffic-c',
      business_name: REPORT,
      display_name: REPORT,
      email: 'r@example.com',
      created_at: STAMP,
      updated_at: STAMP,
    });
    // History of 1 to 19 November with 10 views a day; the shop counts views by source from the 15th.
    for (let d = 1; d <= 19; d++) {
      await insert('merchant_daily_stats', {
        merchant_id: REPORT,
        day: `2026-11-${String(d).padStart(2, '0')}`,
        revenue_sen: 0,
        orders: 0,
        views: 10,
      });
    }
    const add = (day: string, source: string, views: number) =>
      insert('merchant_traffic_daily', { merchant_id: REPORT, day, source, views });
    await add('2026-11-15', 'direct', 4);
    await add('2026-11-15', 'social', 2);
    await add('2026-11-16', 'social', 6);
    await add('2026-11-20', 'shop_search', 8);
    // 7 to 13 November is the week before; nothing is recorded by source then.
  });

  it('splits the views counted by source, with shares, growth and since when', async () => {
    const r = await sellerAnalytics(db, REPORT, '7d', NOW);
    expect(r.traffic.total).toBe(20);
    expect(r.traffic.sources).toEqual([
      { source: 'shop_search', label: 'Search on this shop', views: 8, percentage: 40, growth: null },
      { source: 'social', label: 'Social media', views: 8, percentage: 40, growth: null },
      { source: 'direct', label: 'Direct', views: 4, percentage: 20, growth: null },
    ]);
    // 14 November is in the week, the 15th is the first day recorded by source.
    expect(r.traffic.recordedSince).toBe('2026-11-15');
  });

  it('counts each day’s views once: the history before the first counted day, the counters from it', async () => {
    const week = await sellerAnalytics(db, REPORT, '7d', NOW);
    // 14 November from the history (10), 15 to 20 November from the counters (20); the history's 15th to 19th not again.
    expect(week.current.views).toBe(10 + 20);
    const month = await sellerAnalytics(db, REPORT, '30d', NOW);
    expect(month.current.views).toBe(14 * 10 + 20);
    expect(month.traffic.total).toBe(20);
  });

  it('compares a source with the same days before', async () => {
    await insert('merchant_traffic_daily', { merchant_id: REPORT, day: '2026-11-12', source: 'direct', views: 8 });
    await insert('merchant_traffic_daily', { merchant_id: REPORT, day: '2026-11-10', source: 'other_site', views: 3 });
    const r = await sellerAnalytics(db, REPORT, '7d', NOW);
    expect(r.traffic.sources.find((s) => s.source === 'direct')!.growth).toBe(-50);
    // A source of the week before with no view this week is listed at -100%.
    expect(r.traffic.sources.find((s) => s.source === 'other_site')).toEqual({
      source: 'other_site',
      label: 'Other sites and apps',
      views: 0,
      percentage: 0,
      growth: -100,
    });
    expect(r.traffic.recordedSince).toBeNull();
  });
});

describe('the demo data', () => {
  it('splits each day’s views of the history over the sources, so the two never disagree', async () => {
    const { results } = await db
      .prepare(
        `SELECT h.merchant_id, h.day, h.views, COALESCE((SELECT SUM(t.views) FROM merchant_traffic_daily t
                 WHERE t.merchant_id = h.merchant_id AND t.day = h.day), 0) AS by_source
         FROM merchant_daily_stats h WHERE h.merchant_id IN (SELECT id FROM merchants WHERE id NOT LIKE 'traffic-%')`,
      )
      .all<{ views: number; by_source: number }>();
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.views !== r.by_source)).toEqual([]);
    const now = new Date(SEEDED_AT.getTime() + 60_000);
    const r = await sellerAnalytics(db, 'kebun-hijau', '30d', now);
    expect(r.traffic.sources.length).toBeGreaterThanOrEqual(5);
    expect(r.traffic.sources.reduce((sum, s) => sum + s.views, 0)).toBe(r.traffic.total);
    expect(r.current.views).toBe(r.traffic.total);
  });
});
