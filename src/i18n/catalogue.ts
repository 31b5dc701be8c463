import { fill } from './fill';

/**
 * The shape every language's messages must have: the English catalogue's, with each text a string and each
 * text that takes values (a count, a name) a function of the same arguments and result. A key missing from, or added to,
 * another language's catalogue fails the type check.
 */
export type Catalogue<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => infer R
      ? (...args: A) => R
      : Catalogue<T[K]>;
};

/**
 * A message as src/lib gives it (English: the shared checks and the server's refusals say it so) in the
 * language of `local`, the same messages by the same keys; a message neither knows stays as it is. An English
 * text may name values in braces (`'Use at most {max} characters'`): the message's values fill the local text.
 */
export function inLanguage<K extends string>(
  message: string,
  english: Readonly<Record<K, string>>,
  local: Readonly<Record<K, string>>,
): string {
  return knownIn(message, english, local) ?? message;
}

/**
 * The same, but null for a message `english` does not know: for a caller that shows such a one differently (as
 * written by someone, not the shop), or asks the next list.
 */
export function knownIn<K extends string>(
  message: string,
  english: Readonly<Record<K, string>>,
  local: Readonly<Record<K, string>>,
  /** A value as the local text says it (a status named in a sentence, say); as it came by default. */
  say: (name: string, value: string) => string = (_name, value) => value,
): string | null {
  for (const key of Object.keys(english) as K[]) {
    if (english[key] === message) return local[key];
    const values = templateValues(message, english[key]);
    if (values)
      return fill(
        local[key],
        Object.fromEntries(Object.entries(values).map(([name, value]) => [name, say(name, value)])),
      );
  }
  return null;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The values of a message made from `template` (each `{name}` any text), by name; null when it is not one. */
export function templateValues(message: string, template: string): Record<string, string> | null {
  if (!template.includes('{')) return null;
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return literal(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(message);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}
