/// <reference types="astro/client" />

/**
 * What src/data uses of D1: statements and batches. A database and a session of one (src/data/database.ts, which
 * every request uses) both have them, so the data modules take either.
 */
type Database = Pick<D1Database, 'prepare' | 'batch'>;

declare namespace App {
  interface Locals {
    /** The signed-in user, loaded by the middleware from the session; null for a visitor. */
    user: import('./data/accounts').User | null;
    /**
     * This request's D1 session (src/data/database.ts): reads may come from a replica, never older than this
     * browser's last write. Pages, actions and endpoints pass it to src/data.
     */
    db: Database;
    /** The fields of a sign-in or sign-up posted as a plain form (no script), for the page to show again. */
    postedAuthForm: FormData | null;
    /** The language of the page asked for: `ms` under /ms, English otherwise (src/i18n/languages.ts). */
    lang: import('./i18n/languages').Lang;
    /**
     * The shop's own origin for absolute links (canonical, sitemap, link previews): SITE_ORIGIN, or the request's
     * origin for a local one (src/lib/site-origin.ts). Read once per request, by the middleware.
     */
    origin: string;
    /** Data saver: cards load their smallest pictures (src/lib/pictures.ts wantsSmallPictures). */
    smallPictures: boolean;
    /**
     * What the sign-in just did of what the visitor pressed before it, with the product's name, for the page to
     * say once (src/layouts/Document.astro); null when there is nothing to say.
     */
    intentOutcome: { outcome: import('./lib/sign-in-intent').IntentOutcome; productName: string } | null;
  }
  interface SessionData {
    userId: string;
    /** When the session began (ms since epoch): it ends 30 days later whatever happens. */
    startedAt: number;
    /** When the session was last used (ms): it ends after 7 idle days (src/data/sessions.ts). */
    seenAt: number;
  }
}
