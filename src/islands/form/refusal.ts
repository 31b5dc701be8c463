/**
 * Sending a form from an island: its values as the form actions read them, and what a refusal says, so
 * that each screen only decides where to show it.
 */
import { isInputError } from 'astro:actions';

/** A form's values as a form action reads them: text as it is, a list as one entry a value, a switch as "on" only when on. */
export function appendValues(form: FormData, values: object): void {
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'boolean') {
      if (value) form.append(field, 'on');
    } else if (Array.isArray(value)) {
      for (const entry of value) form.append(field, String(entry));
    } else form.append(field, String(value));
  }
}

/**
 * What the server said about each field when it refused the form's input: the first message a field,
 * by the field's name (the last part of a nested path such as `shipping.phone`). Empty for any other refusal.
 */
export function fieldMessages<F extends string>(error: unknown): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!isInputError(error)) return found;
  for (const [path, messages] of Object.entries(error.fields ?? {})) {
    const message = (messages as string[] | undefined)?.[0];
    if (message) found[path.split('.').pop() as F] = message;
  }
  return found;
}

/** The code and message of a refusal, or empty strings where there are none (the network failed). */
export function refusal(error: unknown): { code: string; message: string } {
  const has = (key: 'code' | 'message') =>
    error && typeof error === 'object' && key in error ? String((error as Record<string, unknown>)[key]) : '';
  return { code: has('code'), message: has('message') };
}
