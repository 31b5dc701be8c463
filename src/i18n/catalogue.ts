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
