/**
 * `translate="no"` for text as a merchant wrote it (product names, descriptions, store names), spread on its
 * element: `<h3 {...asWritten}>`. Written as an attribute on the server; in the browser set by a ref, because
 * Preact's compatibility layer turns `translate="no"` into the element's boolean property, and an element the
 * island creates (a cart line added after the page loaded) was left without the attribute.
 */
const markAsWritten = (element: Element | null) => element?.setAttribute('translate', 'no');

export const asWritten = (typeof document === 'undefined' ? { translate: 'no' } : { ref: markAsWritten }) as {
  translate: 'no';
};
