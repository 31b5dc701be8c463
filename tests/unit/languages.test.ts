import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { localisedPath, preferredLanguage, returnPath, splitLanguage } from '../../src/i18n/languages';

describe('the language of an address', () => {
  it('is Bahasa Malaysia under /ms and English elsewhere, with the page path left', () => {
    expect(splitLanguage('/ms')).toEqual({ lang: 'ms', path: '/' });
    expect(splitLanguage('/ms/')).toEqual({ lang: 'ms', path: '/' });
    expect(splitLanguage('/ms/product/p-1')).toEqual({ lang: 'ms', path: '/product/p-1' });
    expect(splitLanguage('/cart')).toEqual({ lang: 'en', path: '/cart' });
    // A page whose own name begins with "ms" is not in Malay.
    expect(splitLanguage('/msg')).toEqual({ lang: 'en', path: '/msg' });
  });

  it('gives each page its address in either language, keeping the query and fragment', () => {
    expect(localisedPath('/', 'ms')).toBe('/ms');
    expect(localisedPath('/?category=seafood&page=2', 'ms')).toBe('/ms?category=seafood&page=2');
    expect(localisedPath('/cart', 'ms')).toBe('/ms/cart');
    expect(localisedPath('/seller/orders?status=pending#list', 'ms')).toBe('/ms/seller/orders?status=pending#list');
    expect(localisedPath('/ms/cart', 'ms')).toBe('/ms/cart');
    expect(localisedPath('/ms/cart?x=1', 'en')).toBe('/cart?x=1');
    expect(localisedPath('/ms', 'en')).toBe('/');
    expect(localisedPath('/ms?q=ikan', 'en')).toBe('/?q=ikan');
  });

  it('leaves addresses that are not pages as they are', () => {
    for (const href of [
      '/_actions/cart.add',
      '/_astro/app.js',
      '/media/p/1.webp',
      '/api/me',
      'https://example.com/',
      '//evil.example/x',
      'mailto:help@labuanmarket.example',
      'tel:+6087412000',
    ]) {
      expect(localisedPath(href, 'ms')).toBe(href);
    }
  });
});

describe("a browser's preferred language", () => {
  it('is the first of the two it asks for, by weight', () => {
    expect(preferredLanguage('ms-MY,ms;q=0.9,en;q=0.8')).toBe('ms');
    expect(preferredLanguage('en-GB,en;q=0.9,ms;q=0.8')).toBe('en');
    expect(preferredLanguage('zh-CN,ms;q=0.7,en;q=0.9')).toBe('en');
    expect(preferredLanguage('en;q=0.5,ms;q=0.6')).toBe('ms');
    expect(preferredLanguage('ms-BN')).toBe('ms');
  });

  it('is nothing when it asks for neither, refuses both or says nothing', () => {
    expect(preferredLanguage('zh-CN,zh;q=0.9')).toBeNull();
    expect(preferredLanguage('ms;q=0,en;q=0')).toBeNull();
    expect(preferredLanguage('')).toBeNull();
    expect(preferredLanguage(null)).toBeNull();
    expect(preferredLanguage('ms;q=abc')).toBeNull();
  });
});

describe('the page a switch returns to', () => {
  it('is a path of this site, or the home page', () => {
    expect(returnPath('/cart?x=1')).toBe('/cart?x=1');
    expect(returnPath('//evil.example/')).toBe('/');
    expect(returnPath('/\\evil.example')).toBe('/');
    expect(returnPath('https://evil.example/')).toBe('/');
    expect(returnPath(null)).toBe('/');
    expect(returnPath(`/${'a'.repeat(2001)}`)).toBe('/');
  });
});

describe('texts with a number in them', () => {
  it("say the listing's count in each language, and when the count stopped at its limit", () => {
    const en = messages('en').catalogue.listing.count;
    expect(en(16, false)).toBe('16 Products Found');
    expect(en(500, true)).toBe('500+ Products Found');
    expect(en(1, false)).toBe('1 Product Found');
    expect(en(0, false)).toBe('0 Products Found');
    // Malay nouns do not change for the plural.
    const ms = messages('ms').catalogue.listing.count;
    expect(ms(1, false)).toBe('1 Produk Dijumpai');
    expect(ms(500, true)).toBe('500+ Produk Dijumpai');
  });
});
