/**
 * The session cookie's name, said once: astro.config.mjs gives it to Astro's sessions, the middleware looks for it,
 * and src/data/sessions.ts names the session's key cookie after it. `__Host-`: only this exact host, path /,
 * Secure (browsers also accept Secure cookies on http://localhost).
 */
export const SESSION_COOKIE = '__Host-market-session';
