/**
 * Sign in and sign up (English, the spec's): the screen, its forms and their hints. What they refuse is said by
 * the refusals catalogue (./refusals.ts).
 */
import type { PasswordHint } from '../../lib/accounts';

export const auth = {
  /** The hints under the password fields (src/lib/accounts.ts). */
  hints: {
    passwordGood: 'Good',
    passwordShort: 'Too short (min 6 characters)',
    passwordsMatch: 'Passwords match',
    passwordsDoNotMatch: 'Passwords do not match',
  } satisfies Record<PasswordHint, string>,
  titleSignIn: 'Sign In',
  titleSignUp: 'Sign Up',
  brand: 'Labuan Market',
  welcome: 'Welcome Back',
  subtitle: 'Sign in to your account or create a new one to start shopping.',
  tabsLabel: 'Sign in or sign up',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  otherWays: 'Other ways to sign in',
  sideTitle: 'Shop local, from anywhere on the island',
  sideText: "Fresh produce, seafood and local goods from Labuan's merchants, delivered to your door.",
  google: 'Continue with Google',
  facebook: 'Continue with Facebook',
  providersNote: 'Sign-in with other accounts is not available yet. Use your email and password.',
  email: 'Email',
  password: 'Password',
  fullName: 'Full Name',
  confirmPassword: 'Confirm Password',
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  forgotPassword: 'Forgot your password?',
  signingIn: 'Signing In...',
  terms: 'I agree to the Terms of Service and Privacy Policy',
  creatingAccount: 'Creating Account...',
  createAccount: 'Create Account',
};
