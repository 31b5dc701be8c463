/**
 * What an action says to someone it does not serve (src/actions/guards.ts): a visitor whose session ended
 * while a form was open, a buyer on a seller's form, anyone but the administrator on hers. English, as the
 * actions answer; each form that can meet them shows them in its page's language by these keys.
 */
export const ACCESS_MESSAGES = {
  signIn: 'Please sign in to continue.',
  notSeller: 'You need an approved seller account to do this.',
  notAdmin: 'Only the platform administrator may do this.',
} as const;
