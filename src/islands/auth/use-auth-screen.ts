/**
 * The sign-in / sign-up screen's state: the open tab, what each form holds, the red alert (cleared after 5 s
 * and on editing), the server's refusal of a too-common password, and the two requests. The checks are the
 * shared ones in src/lib/accounts; the server checks again and has the last word.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { localisedPath } from '../../i18n/languages';
import { actions } from 'astro:actions';
import {
  canSubmitSignUp,
  firstAuthMessage,
  validateSignUp,
  type SignInInput,
  type SignUpInput,
} from '../../lib/accounts';
import { authRefusal } from '../../lib/auth-refusal';
import type { AuthScreenProps } from './texts';
import type { AuthScreenState, AuthTab } from '../../lib/auth-page';
import { decodeRefusal, encodeRefusal, refusalText } from '../../lib/refusals';
import { safeRedirect } from '../../lib/redirect';
import { asksSecondStep, secondStepHref } from '../../lib/second-step';
import type { SessionUser } from '../../lib/session-user';
import { REDIRECT_KEY, signedIn } from '../../stores/session';
import { useEarlyInput, withEarlyInput, type EarlyValue } from '../form/early-input';

export const ALERT_CLEAR_MS = 5000;

/** Each form's fields by the ids they have on the page (the box has only its name). */
export const SIGN_IN_IDS: Record<keyof SignInInput, string> = { email: 'signin-email', password: 'signin-password' };
export const SIGN_UP_IDS: Record<keyof SignUpInput, string> = {
  name: 'signup-name',
  email: 'signup-email',
  password: 'signup-password',
  confirmPassword: 'signup-confirm',
  acceptTerms: 'acceptTerms',
};

/** What was typed before the island started, by field name rather than by id. */
function byField(ids: Record<string, string>, changed: Record<string, EarlyValue>): Record<string, EarlyValue> {
  return Object.fromEntries(
    Object.entries(ids).flatMap(([field, id]) => (id in changed ? [[field, changed[id] as EarlyValue]] : [])),
  );
}

function rememberRedirect(redirect: string | null): void {
  if (!redirect) return;
  try {
    localStorage.setItem(REDIRECT_KEY, redirect);
  } catch (error) {
    console.warn('Could not remember where to return', error);
  }
}

/** Where to go after signing in: the remembered page (then forgotten), or the home page; in the page's language. */
function takeRedirect(lang: AuthScreenState['lang']): string {
  try {
    const target = localStorage.getItem(REDIRECT_KEY);
    localStorage.removeItem(REDIRECT_KEY);
    return localisedPath(safeRedirect(target), lang);
  } catch {
    return localisedPath('/', lang);
  }
}

function fieldText(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

function readSignIn(form: HTMLFormElement): SignInInput {
  return { email: fieldText(form, 'email'), password: fieldText(form, 'password') };
}

function readSignUp(form: HTMLFormElement): SignUpInput {
  const terms = form.elements.namedItem('acceptTerms');
  return {
    name: fieldText(form, 'name'),
    email: fieldText(form, 'email'),
    password: fieldText(form, 'password'),
    confirmPassword: fieldText(form, 'confirmPassword'),
    acceptTerms: terms instanceof HTMLInputElement && terms.checked,
  };
}

export function useAuthScreen(props: AuthScreenProps) {
  const { redirect, intent, lang, texts } = props;
  /** A refusal as it travels (the shared checks', the server's) in the page's language. */
  const say = (message: string) => refusalText(texts.refusals, decodeRefusal(message));
  const [tab, setTab] = useState<AuthTab>(props.tab);
  const [alert, setAlert] = useState<string | null>(props.alert);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [signIn, setSignIn] = useState<SignInInput>({ email: props.values.signInEmail, password: '' });
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
  const started = useEarlyInput(`panel-${props.tab}`, (changed) => {
    setSignIn((current) => withEarlyInput(current, byField(SIGN_IN_IDS, changed)));
    setSignUp((current) => withEarlyInput(current, byField(SIGN_UP_IDS, changed)));
  });

  useEffect(() => rememberRedirect(redirect), [redirect]);

  // The alert clears itself after 5 s; leaving the screen unmounts it with everything else.
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const finish = (user: SessionUser) => {
    signedIn(user);
    window.location.assign(takeRedirect(lang));
  };

  const editSignIn = (field: keyof SignInInput, value: string) => {
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
        const refused = authRefusal(error, { code: 'auth.loginFailed' });
        setAlert(refused.alert ?? refused.passwordRefusal);
        return;
      }
      // The account has a second factor: its code is asked on a page of its own (a plain form).
      if (asksSecondStep(data)) {
        window.location.assign(localisedPath(secondStepHref(redirect, intent), lang));
        return;
      }
      finish(data);
    } catch {
      setAlert(encodeRefusal({ code: 'auth.loginFailed' }));
    } finally {
      setBusy(false);
    }
  };

  const submitSignUp = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = readSignUp(event.currentTarget);
    setSignUp(typed);
    if (!canSubmitSignUp(typed) || busy) return;
    const message = firstAuthMessage(validateSignUp(typed));
    if (message) {
      setAlert(message);
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const { data, error } = await actions.auth.signUp({ ...typed, intent: intent ?? undefined });
      if (error || !data) {
        const refused = authRefusal(error, { code: 'auth.signupFailed' });
        if (refused.passwordRefusal) setPasswordRefusal(refused.passwordRefusal);
        else setAlert(refused.alert);
        return;
      }
      finish(data);
    } catch {
      setAlert(encodeRefusal({ code: 'auth.signupFailed' }));
    } finally {
      setBusy(false);
    }
  };

  const switchTab = (next: AuthTab, href: string) => {
    setTab(next);
    setAlert(null);
    window.history.replaceState(null, '', href);
  };

  return {
    tab,
    say,
    texts,
    switchTab,
    alert,
    busy,
    started,
    showPassword,
    setShowPassword,
    signIn,
    signUp,
    passwordRefusal,
    editSignIn,
    editSignUp,
    submitSignIn,
    submitSignUp,
  };
}

export type AuthScreenModel = ReturnType<typeof useAuthScreen>;
