/**
 * A refused review or reply as a page shows it: the refusal's message (a form field's own, when the input was
 * refused) in the page's language.
 */
import { isInputError, type ActionError } from 'astro:actions';
import { REVIEW_MESSAGES } from '../lib/reviews';
import { inLanguage } from './catalogue';
import { messages } from './index';
import type { Lang } from './languages';

export function reviewRefusalText(error: ActionError, lang: Lang): string {
  const message = isInputError(error) ? (error.issues[0]?.message ?? error.message) : error.message;
  // The review's own refusals, and those any form may meet (an ended session, a server failure).
  const english = { ...REVIEW_MESSAGES, ...messages('en').shell.refusals };
  return inLanguage(message, english, { ...messages(lang).reviews.refusals, ...messages(lang).shell.refusals });
}
