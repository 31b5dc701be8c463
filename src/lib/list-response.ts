/**
 * A paged list page answers its own island with data: the island asks for JSON at the page's own address,
 * so that a live update runs exactly the query a plain GET of that address runs.
 */
export function wantsJson(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').split(',')[0]!.trim() === 'application/json';
}

export function jsonPage(data: unknown): Response {
  return new Response(JSON.stringify(data), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Accept' },
  });
}
