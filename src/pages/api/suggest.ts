/**
 * GET /api/suggest?q=ik&lang=ms: what the listing's search box suggests as one types (products, stores, categories;
 * src/data/suggestions.ts), each with its address and what it is, in the asking page's language. The same for
 * everyone, so it may be cached briefly.
 */
import type { APIRoute } from 'astro';
import { suggestionsFor } from '../../data/suggestions';
import { messages } from '../../i18n';
import { isLang, LANGUAGES, localisedPath } from '../../i18n/languages';
import { CATEGORIES } from '../../lib/catalogue';

export const GET: APIRoute = async ({ url, locals }) => {
  const asked = url.searchParams.get('lang');
  const lang = isLang(asked) ? asked : 'en';
  const t = messages(lang).catalogue;
  const names = (category: string) =>
    [lang, ...LANGUAGES.filter((other) => other !== lang)].map(
      (each) => (messages(each).catalogue.filters.categories as Record<string, string>)[category] ?? category,
    );
  const found = await suggestionsFor(
    locals.db,
    url.searchParams.get('q') ?? '',
    CATEGORIES.map((c) => ({ id: c.value, names: names(c.value) })),
  );
  const suggestions = found.map((s) =>
    s.kind === 'product'
      ? { label: s.name, kind: t.listing.suggestionKinds.product, href: localisedPath(`/product/${s.id}`, lang) }
      : s.kind === 'store'
        ? { label: s.name, kind: t.listing.suggestionKinds.store, href: localisedPath(`/seller/${s.id}`, lang) }
        : {
            label: names(s.id)[0]!,
            kind: t.listing.suggestionKinds.category,
            href: localisedPath(`/?category=${s.id}`, lang),
          },
  );
  return new Response(JSON.stringify({ suggestions }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60' },
  });
};
