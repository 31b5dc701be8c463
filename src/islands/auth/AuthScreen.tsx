/**
 * The combined sign-in / sign-up screen. The checks are the shared ones in src/lib/accounts; the server
 * checks again and has the last word. Errors show in the red alert, which clears after 5 s, on editing a
 * field, and on leaving the screen.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { actions, isInputError } from 'astro:actions';
import {
  AUTH_MESSAGES,
  canSubmitSignUp,
  confirmHint,
  passwordHint,
  validateSignUp,
  type SignUpInput,
} from '../../lib/accounts';
import { safeRedirect } from '../../lib/redirect';
import { REDIRECT_KEY, signedIn } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import type { SessionUser } from '../../lib/session-user';
import styles from './AuthScreen.module.css';

type Tab = 'signin' | 'signup';

interface Props {
  initialTab: Tab;
  /** A validated path on this site to return to, from the address (?redirect=). */
  redirect: string | null;
}

export const ALERT_CLEAR_MS = 5000;

function rememberRedirect(redirect: string | null): void {
  if (!redirect) return;
  try {
    localStorage.setItem(REDIRECT_KEY, redirect);
  } catch (error) {
    console.warn('Could not remember where to return', error);
  }
}

/** Where to go after signing in: the remembered page (then forgotten), or the home page. */
function takeRedirect(): string {
  try {
    const target = localStorage.getItem(REDIRECT_KEY);
    localStorage.removeItem(REDIRECT_KEY);
    return safeRedirect(target);
  } catch {
    return '/';
  }
}

function firstMessage(error: unknown, fallback: string): string {
  if (isInputError(error)) {
    const messages = Object.values(error.fields ?? {}).flat();
    return messages[0] ?? fallback;
  }
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback;
}

export default function AuthScreen({ initialTab, redirect }: Props) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [signIn, setSignIn] = useState({ email: '', password: '' });
  const [signUp, setSignUp] = useState<SignUpInput>({ name: '', email: '', password: '', confirmPassword: '', acceptTerms: false });
  // A password the server refused (one of the most common): shown under the field until the password changes.
  const [passwordRefusal, setPasswordRefusal] = useState<string | null>(null);

  useEffect(() => rememberRedirect(redirect), [redirect]);

  // The alert clears itself after 5 s; leaving the screen unmounts it with everything else.
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const finish = (user: SessionUser) => {
    signedIn(user);
    window.location.assign(takeRedirect());
  };

  const editSignIn = (field: keyof typeof signIn, value: string) => {
    setAlert(null);
    setSignIn((current) => ({ ...current, [field]: value }));
  };
  const editSignUp = <K extends keyof SignUpInput>(field: K, value: SignUpInput[K]) => {
    setAlert(null);
    if (field === 'password') setPasswordRefusal(null);
    setSignUp((current) => ({ ...current, [field]: value }));
  };

  const submitSignIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!signIn.email || !signIn.password || busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const { data, error } = await actions.auth.signIn(signIn);
      if (error || !data) {
        setAlert(firstMessage(error, AUTH_MESSAGES.loginFailed));
        return;
      }
      finish(data);
    } catch {
      setAlert(AUTH_MESSAGES.loginFailed);
    } finally {
      setBusy(false);
    }
  };

  const submitSignUp = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitSignUp(signUp) || busy) return;
    const errors = validateSignUp(signUp);
    const message = errors.confirmPassword ?? errors.password ?? errors.email ?? errors.name ?? errors.acceptTerms;
    if (message) {
      setAlert(message);
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const { data, error } = await actions.auth.signUp(signUp);
      const refusal = isInputError(error) ? error.fields?.password?.[0] : undefined;
      if (refusal) {
        setPasswordRefusal(refusal);
        return;
      }
      if (error || !data) {
        setAlert(firstMessage(error, AUTH_MESSAGES.signupFailed));
        return;
      }
      finish(data);
    } catch {
      setAlert(AUTH_MESSAGES.signupFailed);
    } finally {
      setBusy(false);
    }
  };

  const switchTab = (next: Tab) => {
    setTab(next);
    setAlert(null);
    window.history.replaceState(null, '', `${next === 'signin' ? '/login' : '/signup'}${window.location.search}`);
  };

  const pwHint = passwordHint(signUp.password);
  const matchHint = confirmHint(signUp.password, signUp.confirmPassword);

  const passwordToggle = (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setShowPassword((shown) => !shown)}
      aria-pressed={showPassword}
      aria-label={showPassword ? 'Hide password' : 'Show password'}
    >
      {showPassword ? 'Hide' : 'Show'}
    </button>
  );

  return (
    <div className={styles.screen}>
      <section className={`${styles.panel} card`} aria-labelledby="auth-title">
        <a className={styles.brand} href="/">
          Labuan Market
        </a>
        <h1 id="auth-title" className={styles.title}>
          Welcome Back
        </h1>
        <p className={styles.subtitle}>Sign in to your account or create a new one to start shopping.</p>

        <div className={styles.tabs} role="tablist" aria-label="Sign in or sign up">
          <Tab id="signin" current={tab} onSelect={switchTab}>
            Sign In
          </Tab>
          <Tab id="signup" current={tab} onSelect={switchTab}>
            Sign Up
          </Tab>
        </div>

        <div className={styles.alertSlot}>
          {alert && (
            <div className={styles.alert} role="alert">
              {alert}
            </div>
          )}
        </div>

        {tab === 'signin' ? (
          <form id="panel-signin" role="tabpanel" aria-labelledby="tab-signin" className={styles.form} onSubmit={submitSignIn} noValidate>
            <Field label="Email" htmlFor="signin-email">
              <input
                id="signin-email"
                className="input"
                type="email"
                autoComplete="email"
                required
                value={signIn.email}
                onChange={(e) => editSignIn('email', e.target.value)}
              />
            </Field>
            <Field label="Password" htmlFor="signin-password">
              <div className={styles.passwordRow}>
                <input
                  id="signin-password"
                  className="input"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  required
                  value={signIn.password}
                  onChange={(e) => editSignIn('password', e.target.value)}
                />
                {passwordToggle}
              </div>
            </Field>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() =>
                showToast('Password reset is not available yet', {
                  kind: 'info',
                  description: 'Email help@labuanmarket.example and we will reset it for you.',
                })
              }
            >
              Forgot your password?
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy || !signIn.email || !signIn.password}>
              {busy ? 'Signing In...' : 'Sign In'}
            </button>
          </form>
        ) : (
          <form id="panel-signup" role="tabpanel" aria-labelledby="tab-signup" className={styles.form} onSubmit={submitSignUp} noValidate>
            <Field label="Full Name" htmlFor="signup-name">
              <input
                id="signup-name"
                className="input"
                autoComplete="name"
                required
                maxLength={100}
                value={signUp.name}
                onChange={(e) => editSignUp('name', e.target.value)}
              />
            </Field>
            <Field label="Email" htmlFor="signup-email">
              <input
                id="signup-email"
                className="input"
                type="email"
                autoComplete="email"
                required
                value={signUp.email}
                onChange={(e) => editSignUp('email', e.target.value)}
              />
            </Field>
            <Field label="Password" htmlFor="signup-password">
              <div className={styles.passwordRow}>
                <input
                  id="signup-password"
                  className="input"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="new-password"
                  required
                  aria-describedby="signup-password-hint"
                  aria-invalid={passwordRefusal ? true : undefined}
                  value={signUp.password}
                  onChange={(e) => editSignUp('password', e.target.value)}
                />
                {passwordToggle}
              </div>
              {signUp.password && (
                <span id="signup-password-hint" className={pwHint.ok && !passwordRefusal ? styles.hintOk : styles.hintBad}>
                  {passwordRefusal ?? pwHint.text}
                </span>
              )}
            </Field>
            <Field label="Confirm Password" htmlFor="signup-confirm">
              <input
                id="signup-confirm"
                className="input"
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                required
                aria-describedby="signup-confirm-hint"
                value={signUp.confirmPassword}
                onChange={(e) => editSignUp('confirmPassword', e.target.value)}
              />
              {signUp.confirmPassword && (
                <span id="signup-confirm-hint" className={matchHint.ok ? styles.hintOk : styles.hintBad}>
                  {matchHint.text}
                </span>
              )}
            </Field>
            <label className={styles.terms}>
              <input
                type="checkbox"
                checked={signUp.acceptTerms}
                onChange={(e) => editSignUp('acceptTerms', e.target.checked)}
              />
              <span>I agree to the Terms of Service and Privacy Policy</span>
            </label>
            <button type="submit" className="btn btn-primary" disabled={busy || !canSubmitSignUp(signUp)}>
              {busy ? 'Creating Account...' : 'Create Account'}
            </button>
          </form>
        )}
      </section>

      <aside className={styles.side} aria-label="Other ways to sign in">
        <h2 className={styles.sideTitle}>Shop local, from anywhere on the island</h2>
        <p className={styles.sideText}>Fresh produce, seafood and local goods from Labuan's merchants, delivered to your door.</p>
        <div className={styles.providers}>
          <button type="button" className="btn btn-outline" disabled aria-describedby="providers-note">
            Continue with Google
          </button>
          <button type="button" className="btn btn-outline" disabled aria-describedby="providers-note">
            Continue with Facebook
          </button>
          <p id="providers-note" className={styles.note}>
            Sign-in with other accounts is not available yet. Use your email and password.
          </p>
        </div>
      </aside>
    </div>
  );
}

function Tab({ id, current, onSelect, children }: { id: Tab; current: Tab; onSelect: (tab: Tab) => void; children: ReactNode }) {
  const selected = id === current;
  return (
    <button
      type="button"
      role="tab"
      id={`tab-${id}`}
      aria-selected={selected}
      aria-controls={selected ? `panel-${id}` : undefined}
      tabIndex={selected ? 0 : -1}
      className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
      onClick={() => onSelect(id)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
          const next = id === 'signin' ? 'signup' : 'signin';
          onSelect(next);
          document.getElementById(`tab-${next}`)?.focus();
        }
      }}
    >
      {children}
    </button>
  );
}

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}
