/** The person's own data: download it, delete the account (Malaysia's PDPA: access and correction). */
export const yourData = {
  setting: {
    title: 'Your Data',
    text: 'Download a copy of everything the market holds about you: profile, addresses, orders, reviews, notifications, email settings, devices, wishlist and cart (a JSON file).',
    download: 'Download my data',
    rights:
      "Malaysia's Personal Data Protection Act gives you the right to see the personal data the market holds about you, and to correct it: edit your profile here, or write to the market's administrator.",
    deleteText:
      'Deleting your account removes your personal data at once and signs you out everywhere. What the law and the merchants need of your orders is kept, without your name.',
    delete: 'Delete Account',
  },
  delete: {
    title: 'Delete your account',
    back: 'Back to your account',
    lead: 'This cannot be undone. Your account is closed at once and every browser signed in to it is signed out.',
    removedTitle: 'Removed at once',
    removed: [
      'Your name, email address, phone number, date of birth, citizenship, address and password: the account keeps only the name "Deleted buyer", and nobody can sign in to it.',
      'The delivery name, address, phone number, email and notes of each of your orders.',
      'Your cart, wishlist, notifications, email settings, known browsers, two-factor authentication and recovery codes.',
      'The copies of emails sent to you, your merchant application and its documents, and the last four digits of cards on your payments.',
      'For a merchant: the store is closed and its contact email, phone, address, website and social links are removed.',
    ],
    keptTitle: 'Kept, and why',
    kept: [
      'Your orders, as "Deleted buyer": their items, amounts, tax, payment and delivery status, and the state they were sent to. The merchants who sold to you need them for their accounts, refunds and returns, and Malaysian tax law asks for sales records to be kept for seven years.',
      "Your payments' amounts and the payment provider's references, to settle refunds and disputes with the provider, and your wallet's transactions.",
      'Your reviews, as "Deleted buyer": the rating and text stay on the product so that its rating stays true; your name is removed from them.',
      "A record of any reset of your two-factor authentication by the administrator (when, by whom, how identity was checked), as the market's audit.",
      "For a merchant: the store's business name and registration number on its past orders' invoices.",
    ],
    openOrders: 'A merchant with open orders is asked to complete or cancel them first.',
    password: 'Password',
    code: 'Code from your authenticator app, or a recovery code',
    confirm: 'I understand that my account is deleted for good',
    submit: 'Delete my account',
    deletedTitle: 'Your account is deleted',
    deletedText:
      'Your personal data is removed and every browser is signed out. The orders merchants need are kept as "Deleted buyer". Thank you for shopping with us.',
    home: 'Back to the shop',
  },
};
