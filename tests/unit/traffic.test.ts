import { describe, expect, it } from 'vitest';
import { countsAsView, isProgram, trafficSource } from '../../src/lib/traffic';

const SHOP = 'labuanmarket.example';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('trafficSource', () => {
  it('reads no referrer, an empty one or an unreadable one as direct', () => {
    expect(trafficSource(null, SHOP)).toBe('direct');
    expect(trafficSource(undefined, SHOP)).toBe('direct');
    expect(trafficSource('', SHOP)).toBe('direct');
    expect(trafficSource('   ', SHOP)).toBe('direct');
    expect(trafficSource('not a url', SHOP)).toBe('direct');
    expect(trafficSource('about:blank', SHOP)).toBe('direct');
  });

  it("tells a search on this shop from browsing it, on the listing and on a store's own search", () => {
    expect(trafficSource(`https://${SHOP}/?q=kangkung`, SHOP)).toBe('shop_search');
    expect(trafficSource(`https://${SHOP}/?category=vegetables&q=cili+padi&sort=price`, SHOP)).toBe('shop_search');
    expect(trafficSource(`https://${SHOP}/seller/kebun-hijau?q=sawi`, SHOP)).toBe('shop_search');
    expect(trafficSource(`https://${SHOP}/?q=`, SHOP)).toBe('shop_browse');
    expect(trafficSource(`https://${SHOP}/?q=%20%20`, SHOP)).toBe('shop_browse');
    expect(trafficSource(`https://${SHOP}/`, SHOP)).toBe('shop_browse');
    expect(trafficSource(`https://${SHOP}/?category=seafood`, SHOP)).toBe('shop_browse');
    expect(trafficSource(`https://${SHOP}/product/veg-sawi`, SHOP)).toBe('shop_browse');
    expect(trafficSource(`https://${SHOP.toUpperCase()}/cart`, SHOP)).toBe('shop_browse');
  });

  it('compares the host with its port: another port is another site', () => {
    expect(trafficSource('http://127.0.0.1:4321/?q=madu', '127.0.0.1:4321')).toBe('shop_search');
    expect(trafficSource('http://127.0.0.1:8080/?q=madu', '127.0.0.1:4321')).toBe('other_site');
  });

  it('knows the social sites by domain and subdomain, and their Android apps', () => {
    for (const referer of [
      'https://www.facebook.com/',
      'https://l.facebook.com/l.php?u=x',
      'https://m.facebook.com/',
      'https://www.instagram.com/',
      'https://l.instagram.com/',
      'https://www.tiktok.com/@kebunhijau',
      'https://web.whatsapp.com/',
      'https://wa.me/60123456789',
      'https://x.com/',
      'https://twitter.com/someone',
      'https://t.co/abc',
      'https://t.me/labuan',
      'https://web.telegram.org/',
      'android-app://com.facebook.katana/',
      'android-app://com.whatsapp/',
      'android-app://org.telegram.messenger/',
    ]) {
      expect(trafficSource(referer, SHOP), referer).toBe('social');
    }
  });

  it('knows the search engines, Google in every country', () => {
    for (const referer of [
      'https://www.google.com/',
      'https://www.google.com.my/',
      'https://www.google.co.uk/',
      'https://google.de/',
      'https://www.bing.com/',
      'https://duckduckgo.com/',
      'https://search.yahoo.com/',
      'https://malaysia.search.yahoo.com/',
      'android-app://com.google.android.googlequicksearchbox/',
    ]) {
      expect(trafficSource(referer, SHOP), referer).toBe('search_engine');
    }
  });

  it('does not mistake look-alike hosts for the sites they imitate', () => {
    expect(trafficSource('https://notfacebook.com/', SHOP)).toBe('other_site');
    expect(trafficSource('https://facebook.com.evil.example/', SHOP)).toBe('other_site');
    expect(trafficSource('https://googleusercontent.com/', SHOP)).toBe('other_site');
    expect(trafficSource('https://mygoogle.com/', SHOP)).toBe('other_site');
    expect(trafficSource(`https://${SHOP}.evil.example/?q=kangkung`, SHOP)).toBe('other_site');
  });

  it('reads any other site or app as another site', () => {
    expect(trafficSource('https://www.labuanfood.blog/best-honey', SHOP)).toBe('other_site');
    expect(trafficSource('https://mail.yahoo.co.jp/', SHOP)).toBe('other_site');
    expect(trafficSource('android-app://com.google.android.gm/', SHOP)).toBe('other_site');
  });
});

describe('which requests count as views', () => {
  const view = (headers: Record<string, string>, more: Partial<Parameters<typeof countsAsView>[0]> = {}) =>
    countsAsView({
      method: 'GET',
      headers: new Headers({ 'User-Agent': CHROME, ...headers }),
      merchantId: 'kebun-hijau',
      viewerMerchantId: null,
      ...more,
    });

  it('counts a browser opening the page', () => {
    expect(view({})).toBe(true);
    expect(view({ 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' })).toBe(true);
    expect(view({}, { viewerMerchantId: 'nelayan-labuan' })).toBe(true);
  });

  it("leaves out the merchant's own views", () => {
    expect(view({}, { viewerMerchantId: 'kebun-hijau' })).toBe(false);
  });

  it('leaves out HEAD, prefetches and the fetch of a live search', () => {
    expect(view({}, { method: 'HEAD' })).toBe(false);
    expect(view({ 'Sec-Purpose': 'prefetch' })).toBe(false);
    expect(view({ 'Sec-Purpose': 'prefetch;prerender' })).toBe(false);
    expect(view({ Purpose: 'prefetch' })).toBe(false);
    expect(view({ 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' })).toBe(false);
  });

  it('counts a page opened through a proxy that adds a Sec-Fetch-Mode of its own', () => {
    expect(view({ 'Sec-Fetch-Mode': 'cors' })).toBe(true);
  });

  it('leaves out robots, automated browsers and HTTP libraries', () => {
    for (const agent of [
      '',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Go-http-client/1.1',
      'Playwright/1.65.1 (x64; debian 12) node/24.21',
    ]) {
      expect(isProgram(agent), agent).toBe(true);
      expect(view({ 'User-Agent': agent }), agent).toBe(false);
    }
    expect(isProgram(CHROME)).toBe(false);
    expect(
      isProgram(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
  });
});
