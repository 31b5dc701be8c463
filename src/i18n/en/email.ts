/** The shop's emails (English): what each says. Rendered by src/lib/emails.ts, in the recipient's language. */
export const email = {
  item: 'Item',
  qty: 'Qty',
  amount: 'Amount',
  footer: 'Labuan Market, Labuan, Malaysia',
  trackYourOrder: 'Track your order',
  orderConfirmation: {
    subject: (orderId: string) => `Your Labuan Market order ${orderId}`,
    title: 'Thank you for your order',
    greeting: (name: string, orderId: string) =>
      `Hi ${name}, thank you for your order ${orderId}. The sellers are preparing it now.`,
    total: 'Total',
  },
  newOrder: {
    subject: (sellerOrderId: string, buyer: string) => `New order ${sellerOrderId} from ${buyer}`,
    title: 'New order received',
    intro: (buyer: string, store: string, sellerOrderId: string) =>
      `${buyer} placed an order with ${store} (${sellerOrderId}).`,
    subtotal: 'Subtotal',
    open: 'Open the order',
  },
  status: {
    processingSubject: (orderId: string) => `Your order ${orderId} is being prepared`,
    processing: (store: string) => `${store} is preparing your items.`,
    shippedSubject: (orderId: string) => `Your order ${orderId} has shipped`,
    shipped: (store: string, carrier: string | null) =>
      `${store} shipped your items${carrier ? ` with ${carrier}` : ''}.`,
    trackingNumber: (number: string) => `Tracking number: ${number}`,
    completedSubject: (orderId: string) => `Your order ${orderId} was delivered`,
    completed: (store: string) => `${store} delivered your items. How were they? Your rating helps the next buyer.`,
    rate: 'Rate your items',
    cancelledSubject: (orderId: string, store: string) => `Your order ${orderId} was cancelled by ${store}`,
    cancelled: (store: string) => `${store} cancelled their part of your order. Any payment for it is refunded.`,
    seeOrder: 'See your order',
    note: (note: string) => `Note from the seller: ${note}`,
  },
  decision: {
    approvedSubject: (business: string) => `${business} is open on Labuan Market`,
    rejectedSubject: (business: string) => `Your seller application for ${business} was not approved`,
    approved: (business: string) => `Welcome! Your application was approved and ${business} can start selling now.`,
    yourStore: (address: string) => `Your store: ${address}`,
    rejected: (business: string) => `We could not approve your application for ${business}.`,
    reason: (reason: string) => `Reason: ${reason}`,
    applyAgainText: 'You can correct this and apply again.',
    openDashboard: 'Open your seller dashboard',
    applyAgain: 'Apply again',
  },
  lowStock: {
    outSubject: (product: string) => `${product} is out of stock`,
    lowSubject: (product: string, left: number) => `${product} is running low: ${left} left`,
    out: (product: string, store: string) =>
      `The last units of ${product} in ${store} were just ordered. Buyers cannot order it until you add stock.`,
    low: (product: string, store: string, left: number) =>
      `An order left ${product} in ${store} with ${left} unit${left === 1 ? '' : 's'}.`,
    update: 'Update the stock',
  },
  account: {
    resetSubject: 'Reset your Labuan Market password',
    resetTitle: 'Reset your password',
    reset: (name: string, email: string) =>
      `Hi ${name}, someone (we hope you) asked to reset the password of the account ${email} on Labuan Market.`,
    resetExpires: (minutes: number) =>
      `The link works once, for ${minutes} minutes. If you did not ask, ignore this email: your password stays as it is.`,
    resetLink: 'Choose a new password',
    changedSubject: 'Your Labuan Market password was changed',
    changed: (name: string, at: string) =>
      `Hi ${name}, the password of your account was changed on ${at} (Malaysia time), and every other device was signed out.`,
    changedNotYou: 'If this was not you, reset your password now and check the devices signed in to your account.',
    changedLink: 'Reset your password',
    verifySubject: 'Verify your email address for Labuan Market',
    verifyTitle: 'Verify your email address',
    verify: (name: string, email: string) => `Hi ${name}, please confirm that ${email} is your email address.`,
    verifyChange: (name: string, email: string) =>
      `Hi ${name}, you asked to use ${email} for your Labuan Market account. It replaces the old address once you confirm it.`,
    verifyExpires: (hours: number) => `The link works for ${hours} hours. If you did not ask, ignore this email.`,
    verifyLink: 'Verify my email address',
    changeSubject: 'Your Labuan Market email address is being changed',
    change: (name: string, newEmail: string) =>
      `Hi ${name}, someone asked to change your account's email address to ${newEmail}. It changes once a link sent there is opened.`,
    changeNotYou:
      'If this was not you, reset your password now: the change will not happen while the link is unopened.',
    secondFactorOnSubject: 'Two-factor authentication was turned on for your Labuan Market account',
    secondFactorOn: (name: string, at: string) =>
      `Hi ${name}, two-factor authentication was turned on for your account on ${at} (Malaysia time). Signing in now asks for a code from your authenticator app or a recovery code.`,
    secondFactorOffSubject: 'Two-factor authentication was turned off for your Labuan Market account',
    secondFactorOff: (name: string, at: string) =>
      `Hi ${name}, two-factor authentication was turned off for your account on ${at} (Malaysia time). Signing in now asks for your password alone.`,
    secondFactorReset: (name: string, at: string) =>
      `Hi ${name}, two-factor authentication of your account was reset by the market's administrator on ${at} (Malaysia time), after checking it was you who asked. Signing in now asks for your password alone.`,
    secondFactorNotYou: 'If this was not you, reset your password now and check the devices signed in to your account.',
    deletedSubject: 'Your Labuan Market account was deleted',
    deleted: (at: string) =>
      `Your Labuan Market account was deleted on ${at} (Malaysia time), as you asked. Your personal data is gone; the orders you placed are kept for the merchants and the law as a "Deleted buyer".`,
    deletedNotYou: 'If you did not delete it, write to us by answering this email.',
    deletedLink: 'Labuan Market',
  },
};
