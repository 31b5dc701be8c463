/**
 * A refused review or reply as a page shows it: the refusal's message (a form field's own, when the input was
 * refused) in the page's language.
 */
import { isInputError, type ActionError } from 'astro:actions';
import { decodeRefusal } from '../lib/refusals';
import type { Lang } from './languages';
import { sayRefusal } from './refusals';

export function reviewRefusalText(error: ActionError, lang: Lang): string {
  const message = isInputError(error) ? (error.issues[0]?.message ?? error.message) : error.message;
  return sayRefusal(lang, decodeRefusal(message));
}
