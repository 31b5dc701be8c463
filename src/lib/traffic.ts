/**
 * Traffic sources: where a view of a product page or a store page came from, told from the Referer header
 * alone, and which requests count as a person's view at all. Pure: the pages call it, src/data/traffic.ts
 * stores only the class it answers, per merchant and day.
 *
 * The classes:
 * - direct: no referrer (a typed or bookmarked address, a link in an app or a mail, a shared link opened
 *   from a chat that sends none);
 * - shop_search: a page of this shop whose address holds a search (`?q=`), the listing's or a store's;
 * - shop_browse: any other page of this shop (the listing, a category, another product, the cart): a
 *   visitor moving around the shop, not someone arriving, so it is not called direct;
 * - search_engine: Google, Bing, DuckDuckGo, Yahoo. Kept apart from both "another site" (they are not sites
 *   that link to the merchant) and from the shop's own search, so a merchant sees what finding them on the web
 *   brings;
 * - social: Facebook, Instagram, TikTok, WhatsApp, X (Twitter, t.co), Telegram, by site or by Android app;
 * - other_site: any other site or app.
 * The shop sends `Referrer-Policy: strict-origin-when-cross-origin`, so its own pages pass their full address
 * (and so their `q`), while other sites usually pass only their origin: their host is all that is needed.
 */

export const TRAFFIC_SOURCES = [
  'direct',
  'shop_search',
  'shop_browse',
  'search_engine',
  'social',
  'other_site',
] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const TRAFFIC_SOURCE_LABELS: Record<TrafficSource, string> = {
  direct: 'Direct',
  shop_search: 'Search on this shop',
  shop_browse: 'Browsing this shop',
  search_engine: 'Search engines',
  social: 'Social media',
  other_site: 'Other sites and apps',
};

export function isTrafficSource(value: unknown): value is TrafficSource {
  return typeof value === 'string' && (TRAFFIC_SOURCES as readonly string[]).includes(value);
}

const SOCIAL_DOMAINS = [
  'facebook.com',
  'fb.com',
  'fb.me',
  'messenger.com',
  'instagram.com',
  'tiktok.com',
  'whatsapp.com',
  'whatsapp.net',
  'wa.me',
  'x.com',
  'twitter.com',
  't.co',
  'telegram.org',
  'telegram.me',
  't.me',
];
/** Android apps send `android-app://<package>` as the referrer. */
const SOCIAL_APPS = [
  'com.facebook.katana',
  'com.facebook.lite',
  'com.facebook.orca',
  'com.instagram.android',
  'com.zhiliaoapp.musically',
  'com.ss.android.ugc.trill',
  'com.whatsapp',
  'com.twitter.android',
  'org.telegram.messenger',
];
const SEARCH_DOMAINS = ['bing.com', 'duckduckgo.com', 'yahoo.com'];
const SEARCH_APPS = ['com.google.android.googlequicksearchbox'];

/** The host or one of its parents is `domain`: www.facebook.com and l.facebook.com are facebook.com. */
const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Google's sites in every country: google.com, google.com.my, www.google.co.uk. */
const isGoogle = (host: string) => /(^|\.)google\.(com|co)(\.[a-z]{2})?$|(^|\.)google\.[a-z]{2}$/.test(host);

/**
 * The class of a view with this Referer, on a page served at `shopHost` (the request's host, with its port).
 * Anything that is not a readable address is read as no referrer.
 */
export function trafficSource(referer: string | null | undefined, shopHost: string): TrafficSource {
  const text = (referer ?? '').trim();
  if (!text) return 'direct';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'direct';
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (url.protocol === 'android-app:') {
    if (SOCIAL_APPS.includes(host)) return 'social';
    if (SEARCH_APPS.includes(host)) return 'search_engine';
    return 'other_site';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'direct';
  if (url.host.toLowerCase() === shopHost.toLowerCase()) {
    return (url.searchParams.get('q') ?? '').trim() ? 'shop_search' : 'shop_browse';
  }
  if (SOCIAL_DOMAINS.some((domain) => within(host, domain))) return 'social';
  if (isGoogle(host) || SEARCH_DOMAINS.some((domain) => within(host, domain))) return 'search_engine';
  return 'other_site';
}

/**
 * Programs rather than people: search and preview crawlers, uptime monitors, page-speed tools, headless and
 * automated browsers, and HTTP libraries. A request without a User-Agent counts as one.
 */
const PROGRAM_AGENT =
  /bot\b|bot\/|crawler|crawl|spider|slurp|archiver|facebookexternalhit|facebookcatalog|whatsapp\/|telegrambot|embedly|preview|lighthouse|pagespeed|pingdom|uptime|monitor|headless|phantomjs|puppeteer|playwright|selenium|webdriver|curl\/|wget\/|python|httpx|aiohttp|okhttp|go-http-client|java\/|node-fetch|undici|axios|libwww|httpclient|scrapy/i;

export function isProgram(userAgent: string | null | undefined): boolean {
  const agent = (userAgent ?? '').trim();
  return agent === '' || PROGRAM_AGENT.test(agent);
}

export interface ViewRequest {
  method: string;
  headers: Headers;
  /** The store of the product or store page. */
  merchantId: string;
  /** The signed-in viewer's own store, if they have one. */
  viewerMerchantId: string | null | undefined;
}

/**
 * Whether a request is a person's view of a merchant's page: a GET that opens the page (not a HEAD, a prefetch
 * the browser may never show, or the fetch with which a store's search swaps in its new results: browsers say
 * which in Sec-Fetch-Dest), not from a program, and not the merchant looking at their own
 * store or products.
 */
export function countsAsView(request: ViewRequest): boolean {
  if (request.method !== 'GET') return false;
  // Sec-Fetch-Dest only: some HTTP clients and proxies add a Sec-Fetch-Mode of their own (the local worker's
  // does), while a browser sends both, and `empty` as the destination of a fetch.
  const dest = request.headers.get('Sec-Fetch-Dest');
  if (dest && dest !== 'document') return false;
  const purpose = `${request.headers.get('Sec-Purpose') ?? ''} ${request.headers.get('Purpose') ?? ''} ${request.headers.get('X-Moz') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  if (isProgram(request.headers.get('User-Agent'))) return false;
  return !request.viewerMerchantId || request.viewerMerchantId !== request.merchantId;
}

/** One source's views in a period and the period before, as the analytics report holds them. */
export interface TrafficSourceFigure {
  source: TrafficSource;
  label: string;
  views: number;
  /** Share of the period's recorded views, one decimal. */
  percentage: number;
  growth: number | null;
}
