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
 * language of `local`, the same messages by the same keys; a message neither knows stays as it is.
 */
export function inLanguage<K extends string>(
  message: string,
  english: Readonly<Record<K, string>>,
  local: Readonly<Record<K, string>>,
): string {
  for (const key of Object.keys(english) as K[]) if (english[key] === message) return local[key];
  return message;
}
