/** The shop's languages and addresses in them, for pages and islands; they live in src/lib, which needs them too. */
export * from '../lib/languages';
