/**
 * Answers that are the same for everyone and costly to make (the sitemap reads every listed product) are kept in
 * the Workers Cache API of the data centre for their max-age, so that crawlers asking again read nothing from D1.
 * Where there is no cache (some local runs), the answer is made each time.
 */
export async function fromEdgeCache(
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
  make: () => Promise<Response>,
): Promise<Response> {
  const cache = (globalThis.caches as (CacheStorage & { default?: Cache }) | undefined)?.default;
  const key = new Request(request.url, { method: 'GET' });
  const kept = await cache?.match(key).catch(() => undefined);
  if (kept) return kept;
  const response = await make();
  if (cache && response.ok) waitUntil(cache.put(key, response.clone()).catch(() => undefined));
  return response;
}
