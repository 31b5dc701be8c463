/** The seller's forms (English): what a form says when a save did not reach the shop for lack of a connection. */
export const sellerForms = {
  connection: {
    title: 'You seem to be offline.',
    body: 'Nothing was saved, and everything you typed is still here. Check your connection and try again.',
    retry: 'Try Again',
  },
};
