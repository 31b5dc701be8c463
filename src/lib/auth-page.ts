/** The return address an auth page was given, validated; null when none was asked for. */
import { safeRedirect } from './redirect';

export function requestedRedirect(url: URL): string | null {
  const requested = url.searchParams.get('redirect');
  return requested ? safeRedirect(requested) : null;
}
