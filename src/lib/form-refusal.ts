/**
 * What a plain form's refused post says, for the page that renders it again: the refusal of its first field in
 * error (in the form's order), or the action's own refusal. Anything that carries no refusal is said as an invalid
 * request (a field's) or a failing server (the action's).
 */
import { isInputError } from 'astro:actions';
import { decodeRefusal, type Refusal } from './refusals';

export function formRefusal(error: unknown, fieldOrder: readonly string[]): Refusal {
  if (isInputError(error)) {
    const fields = error.fields as Record<string, string[] | undefined>;
    const message = fieldOrder.map((field) => fields[field]?.[0]).find(Boolean);
    return decodeRefusal(message) ?? { code: 'request.invalid' };
  }
  return decodeRefusal(error instanceof Error ? error.message : undefined) ?? { code: 'server.failed' };
}
