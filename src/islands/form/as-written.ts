/**
 * `translate="no"` for text as a merchant wrote it (product names, descriptions, store names), spread on its
 * element: `<h3 {...asWritten}>`, so that a browser's page translation leaves a name like "Kebun Hijau" alone.
 */
export const asWritten = { translate: 'no' } as const;
