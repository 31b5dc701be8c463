/** Filling a text's values, for pages and islands; it lives in src/lib, which fills texts too. */
export * from '../lib/fill';
