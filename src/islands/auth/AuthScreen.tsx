/**
 * The combined sign-in / sign-up screen. The checks are the shared ones in src/lib/accounts; the server
 * checks again and has the last word. Errors show in the red alert, which clears after 5 s, on editing a
 * field, and on leaving the screen.
 *
 * Both forms are real forms that post to the server (src/lib/auth-page.ts) until this island takes them
 * over: before the scripts arrive the buttons are enabled and the browser requires the fields itself. When the
 * island starts it reads what is already in the fields, so that nothing typed on a slow phone is ignored, and
 * a submit sends what the form holds.
 */
import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
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
import type { AuthScreenState, AuthTab } from '../../lib/auth-page';
import styles from './AuthScreen.module.css';

type Props = AuthScreenState;

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

function fieldText(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

function fieldChecked(form: HTMLFormElement, name: string): boolean {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement && field.checked;
}

function readSignIn(form: HTMLFormElement) {
  return { email: fieldText(form, 'email'), password: fieldText(form, 'password') };
}

function readSignUp(form: HTMLFormElement): SignUpInput {
  return {
    name: fieldText(form, 'name'),
    email: fieldText(form, 'email'),
    password: fieldText(form, 'password'),
    confirmPassword: fieldText(form, 'confirmPassword'),
    acceptTerms: fieldChecked(form, 'acceptTerms'),
  };
}

export default function AuthScreen(props: Props) {
  const { redirect, intent, formActions } = props;
  const [tab, setTab] = useState<AuthTab>(props.tab);
  const [alert, setAlert] = useState<string | null>(props.alert);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [signIn, setSignIn] = useState({ email: props.values.signInEmail, password: '' });
  const [signUp, setSignUp] = useState<SignUpInput>({
    name: props.values.name,
    email: props.values.signUpEmail,
    password: '',
    confirmPassword: '',
    acceptTerms: props.values.acceptTerms,
  });
  // A password the server refused (one of the most common): shown under the field until the password changes.
  const [passwordRefusal, setPasswordRefusal] = useState<string | null>(props.passwordRefusal);
  // Until the island has started, the forms behave as the server rendered them: plain forms the browser checks.
  const [started, setStarted] = useState(false);
  const signInForm = useRef<HTMLFormElement>(null);
  const signUpForm = useRef<HTMLFormElement>(null);

  // What was typed before the island started is in the fields, not in the state: take it over.
  useEffect(() => {
    if (signInForm.current) setSignIn(readSignIn(signInForm.current));
    if (signUpForm.current) setSignUp(readSignUp(signUpForm.current));
    setStarted(true);
  }, []);

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

  const submitSignIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form's own fields are the truth: a browser's autofill may not have announced itself.
    const typed = readSignIn(event.currentTarget);
    setSignIn(typed);
    if (!typed.email || !typed.password || busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const { data, error } = await actions.auth.signIn({ ...typed, intent: intent ?? undefined });
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

  const submitSignUp = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = readSignUp(event.currentTarget);
    setSignUp(typed);
    if (!canSubmitSignUp(typed) || busy) return;
    const errors = validateSignUp(typed);
    const message = errors.confirmPassword ?? errors.password ?? errors.email ?? errors.name ?? errors.acceptTerms;
    if (message) {
      setAlert(message);
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const { data, error } = await actions.auth.signUp({ ...typed, intent: intent ?? undefined });
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

  const tabQuery = new URLSearchParams();
  if (redirect) tabQuery.set('redirect', redirect);
  if (intent) tabQuery.set('intent', intent);
  const tabHref = (id: AuthTab) => `${id === 'signin' ? '/login' : '/signup'}${tabQuery.size ? `?${tabQuery}` : ''}`;

  const switchTab = (next: AuthTab) => {
    setTab(next);
    setAlert(null);
    window.history.replaceState(null, '', tabHref(next));
  };

  const pwHint = passwordHint(signUp.password);
  const matchHint = confirmHint(signUp.password, signUp.confirmPassword);

  const passwordToggle = (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setShowPassword((shown) => !shown)}
      // It needs the island: until it starts, it cannot be pressed rather than doing nothing.
      disabled={!started}
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
          <Tab id="signin" current={tab} href={tabHref('signin')} started={started} onSelect={switchTab}>
            Sign In
          </Tab>
          <Tab id="signup" current={tab} href={tabHref('signup')} started={started} onSelect={switchTab}>
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
          <TabForm tab="signin" formRef={signInForm} action={formActions.signIn} onSubmit={submitSignIn} started={started} intent={intent}>
            <Field label="Email" htmlFor="signin-email">
              <input
                id="signin-email"
                name="email"
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
                  name="password"
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
              disabled={!started}
              onClick={() =>
                showToast('Password reset is not available yet', {
                  kind: 'info',
                  description: 'Email help@labuanmarket.example and we will reset it for you.',
                })
              }
            >
              Forgot your password?
            </button>
            <button type="submit" className="btn btn-primary" disabled={started && (busy || !signIn.email || !signIn.password)}>
              {busy ? 'Signing In...' : 'Sign In'}
            </button>
          </TabForm>
        ) : (
          <TabForm tab="signup" formRef={signUpForm} action={formActions.signUp} onSubmit={submitSignUp} started={started} intent={intent}>
            <Field label="Full Name" htmlFor="signup-name">
              <input
                id="signup-name"
                name="name"
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
                name="email"
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
                  name="password"
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
              {(signUp.password || passwordRefusal) && (
                <span id="signup-password-hint" className={pwHint.ok && !passwordRefusal ? styles.hintOk : styles.hintBad}>
                  {passwordRefusal ?? pwHint.text}
                </span>
              )}
            </Field>
            <Field label="Confirm Password" htmlFor="signup-confirm">
              <input
                id="signup-confirm"
                name="confirmPassword"
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
                name="acceptTerms"
                required
                checked={signUp.acceptTerms}
                onChange={(e) => editSignUp('acceptTerms', e.target.checked)}
              />
              <span>I agree to the Terms of Service and Privacy Policy</span>
            </label>
            <button type="submit" className="btn btn-primary" disabled={started && (busy || !canSubmitSignUp(signUp))}>
              {busy ? 'Creating Account...' : 'Create Account'}
            </button>
          </TabForm>
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

interface TabProps {
  id: AuthTab;
  current: AuthTab;
  /** The page of this tab, which a tab opens when no script has started yet. */
  href: string;
  started: boolean;
  onSelect: (tab: AuthTab) => void;
  children: ReactNode;
}

function Tab({ id, current, href, started, onSelect, children }: TabProps) {
  const selected = id === current;
  return (
    <a
      role="tab"
      href={href}
      id={`tab-${id}`}
      aria-selected={selected}
      aria-controls={selected ? `panel-${id}` : undefined}
      // Arrow keys move between the tabs once the island runs; before that each is an ordinary link.
      tabIndex={selected || !started ? 0 : -1}
      className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onSelect(id);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
          const next = id === 'signin' ? 'signup' : 'signin';
          onSelect(next);
          document.getElementById(`tab-${next}`)?.focus();
        }
      }}
    >
      {children}
    </a>
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

interface TabFormProps {
  tab: AuthTab;
  formRef: RefObject<HTMLFormElement | null>;
  /** The form action's address, posted by the browser itself until the island has started. */
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  started: boolean;
  /** What the visitor was doing when sent here, carried through the sign-in (src/lib/sign-in-intent.ts). */
  intent: string | null;
  children: ReactNode;
}

/** A tab's form: a plain post the browser checks until the island starts, then the island's own. */
function TabForm({ tab, formRef, action, onSubmit, started, intent, children }: TabFormProps) {
  return (
    <form
      ref={formRef}
      id={`panel-${tab}`}
      role="tabpanel"
      aria-labelledby={`tab-${tab}`}
      className={styles.form}
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate={started}
    >
      {intent && <input type="hidden" name="intent" value={intent} />}
      {children}
    </form>
  );
}
