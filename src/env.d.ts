/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in user, loaded by the middleware from the session; null for a visitor. */
    user: import('./data/accounts').User | null;
  }
  interface SessionData {
    userId: string;
    /** When the session began (ms since epoch): it ends 30 days later whatever happens. */
    startedAt: number;
    /** When the session was last used (ms): it ends after 14 idle days. */
    seenAt: number;
  }
}
