/** Offline use (English): the notice on a page read from this device, and the offline page. */
export const offline = {
  title: 'Offline',
  heading: "You're offline",
  lead: 'This page has not been saved on this device. Pages you have opened before can still be read:',
  savedPages: 'Saved pages',
  noSavedPages: 'No pages are saved on this device yet. Open a product or a store while you are online to keep it.',
  savedOn: (when: string) => `saved on ${when}`,
  notice: (when: string) => `You're offline. This page was saved on ${when}.`,
};
