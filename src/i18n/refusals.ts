/**
 * Refusals as the server says them where it renders a page (a form posted without a script), in the request's
 * language; and the texts an island is given as props, to say the refusals it may meet in its page's language.
 */
import { messages } from './index';
import type { Lang } from './languages';
import { type Refusal, type RefusalCode, type RefusalTexts, refusalText } from '../lib/refusals';

export function sayRefusal(lang: Lang, refusal: Refusal | null): string {
  return refusalText(messages(lang).refusals, refusal);
}

/** The texts of these codes (and of a failing server, which any call may meet) in `lang`, for an island's props. */
export function refusalTexts<C extends RefusalCode>(
  lang: Lang,
  codes: readonly C[],
): Pick<RefusalTexts, C | 'server.failed' | 'request.invalid'> {
  const all = messages(lang).refusals;
  const picked = Object.fromEntries(codes.map((code) => [code, all[code]]));
  return { ...picked, 'server.failed': all['server.failed'], 'request.invalid': all['request.invalid'] } as Pick<
    RefusalTexts,
    C | 'server.failed' | 'request.invalid'
  >;
}
