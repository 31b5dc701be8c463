/**
 * A refused review or reply as a page shows it: the refusal's message (a form field's own, when the input was
 * refused) in the page's language.
 */
import { isInputError, type ActionError } from 'astro:actions';
import { REVIEW_MESSAGES } from '../lib/reviews';
import { decodeRefusal } from '../lib/refusals';
import { inLanguage } from './catalogue';
import { messages } from './index';
import type { Lang } from './languages';
import { sayRefusal } from './refusals';

export function reviewRefusalText(error: ActionError, lang: Lang): string {
  const message = isInputError(error) ? (error.issues[0]?.message ?? error.message) : error.message;
  // Those any form may meet (an ended session, a server failure) come as codes; the review's own in English.
  const coded = decodeRefusal(message);
  if (coded) return sayRefusal(lang, coded);
  return inLanguage(message, REVIEW_MESSAGES, messages(lang).reviews.refusals);
}
