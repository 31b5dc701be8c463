/**
 * What the shop says when it refuses something (English: the spec's words): one text for each code of
 * src/lib/refusals.ts, naming the code's values in braces. A code without its text here fails the type check.
 */
import type { RefusalTexts } from '../../lib/refusals';

export const refusals: RefusalTexts = {
  'access.signIn': 'Please sign in to continue.',
  'access.notSeller': 'You need an approved seller account to do this.',
  'access.notAdmin': 'Only the platform administrator may do this.',
  'server.failed': 'Something went wrong on our side. Please try again in a moment.',
  'request.invalid': 'Some of what was sent could not be accepted. Please check the form and try again.',
  'request.unreadable': 'The request could not be read. Please reload the page and try again.',
  'request.unsupported': 'This kind of request is not accepted here. Please use the form on the page.',
  'request.tooLarge': 'The request is too large. Please send less at a time.',
  'cart.signInToAdd': 'Please log in to add items to cart',
  'cart.signInToChange': 'Please log in to modify cart',
  'cart.signInToClear': 'Please log in to clear cart',
  'wishlist.signInToAdd': 'User must be authenticated to add items to wishlist',
  'wishlist.signInToChange': 'User must be authenticated to modify wishlist',
  'auth.emailTaken': 'An account with this email already exists. Please sign in instead.',
  'auth.wrongCredentials': 'Invalid email or password',
  'auth.credentialsRequired': 'Please enter your email and password',
  'auth.tooManyAttempts': 'Too many failed sign-in attempts. Please wait {minutes} minutes and try again.',
  'auth.waitBeforeRetry':
    'Too many failed sign-in attempts from your network. Please wait a few seconds and try again.',
  'auth.loginFailed': 'Login failed',
  'auth.signupFailed': 'Signup failed',
  'auth.intentUnreadable': 'The product to add after signing in could not be read. Please go back to it and try again.',
  'email.invalid': 'Please enter a valid email address',
  'auth.nameRequired': 'Please enter your name',
  'auth.termsRequired': 'Please accept the Terms of Service and Privacy Policy',
  'auth.passwordTooShort': 'Password must be at least {min} characters long',
  'auth.passwordTooCommon': 'This password is one of the most common and easy to guess. Please choose another one.',
  'auth.passwordsDoNotMatch': 'Passwords do not match',
  'text.tooLong': 'Use at most {max} characters',
  'notification.notFound': 'Notification not found.',
  'sellerOrder.chooseStatus': 'Choose a new status.',
  'sellerOrder.noteTooLong': 'Keep the note to {max} characters.',
  'sellerOrder.carrier': 'Choose the carrier that takes the parcel.',
  'sellerOrder.trackingNumber': 'Enter a tracking number of 8 to 30 letters and digits.',
  'sellerOrder.notFound': 'Order {id} not found.',
  'sellerOrder.already': 'This order is already {status}.',
  'sellerOrder.final': 'This order is {status} and can no longer change status.',
  'sellerOrder.shippedNoCancel': 'A shipped order can no longer be cancelled.',
  'sellerOrder.noMoveBack': 'A {from} order cannot be moved back to {to}.',
  'sellerOrder.changed': 'This order was changed a moment ago. Reload the page to see its current status.',
};
