/** The Sign In and Sign Up forms, built from the shared fields. */
import type { ReactNode } from 'react';
import { canSubmitSignUp, confirmHint, passwordHint } from '../../lib/accounts';
import { InputField, Labelled } from '../form/Field';
import { TabForm } from './AuthTabs';
import { SIGN_IN_IDS, SIGN_UP_IDS, type AuthScreenModel } from './use-auth-screen';
import styles from './AuthScreen.module.css';

interface FormProps {
  screen: AuthScreenModel;
  /** Where the form posts until the island has started. */
  action: string;
  intent: string | null;
}

/** Show or Hide, for both password fields at once; it stays as set when the other tab opens. */
function usePasswordToggle(screen: AuthScreenModel) {
  const { showPassword, setShowPassword, started, texts: t } = screen;
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setShowPassword((shown) => !shown)}
      // It needs the island: until it starts, it cannot be pressed rather than doing nothing.
      disabled={!started}
      aria-pressed={showPassword}
      aria-label={showPassword ? t.hidePassword : t.showPassword}
    >
      {showPassword ? t.hide : t.show}
    </button>
  );
  return { type: showPassword ? 'text' : 'password', toggle };
}

interface PasswordProps {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  type: string;
  value: string;
  onChange: (value: string) => void;
  /** The Show/Hide button beside the field. */
  toggle?: ReactNode;
  /** The live hint under the field, and whether it is good news. */
  hint?: { text: string; ok: boolean } | null;
  invalid?: boolean;
}

function PasswordField({ id, name, label, autoComplete, type, value, onChange, toggle, hint, invalid }: PasswordProps) {
  const input = (
    <input
      id={id}
      name={name}
      className="input"
      type={type}
      autoComplete={autoComplete}
      required
      aria-describedby={hint !== undefined ? `${id}-hint` : undefined}
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <Labelled id={id} label={label} required unmarked>
      {toggle ? (
        <div className={styles.passwordRow}>
          {input}
          {toggle}
        </div>
      ) : (
        input
      )}
      {hint && (
        <span id={`${id}-hint`} className={hint.ok ? styles.hintOk : styles.hintBad}>
          {hint.text}
        </span>
      )}
    </Labelled>
  );
}

/** The email field, alike on both forms. */
function EmailField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <InputField
      id={id}
      name="email"
      label={label}
      type="email"
      autoComplete="email"
      required
      unmarked
      value={value}
      onChange={onChange}
    />
  );
}

export function SignInForm({ screen, action, intent, forgotHref }: FormProps & { forgotHref: string }) {
  const { signIn, editSignIn, started, busy, texts: t } = screen;
  const password = usePasswordToggle(screen);
  return (
    <TabForm tab="signin" action={action} onSubmit={screen.submitSignIn} started={started} intent={intent}>
      <EmailField
        id={SIGN_IN_IDS.email}
        label={t.email}
        value={signIn.email}
        onChange={(value) => editSignIn('email', value)}
      />
      <PasswordField
        id={SIGN_IN_IDS.password}
        name="password"
        label={t.password}
        autoComplete="current-password"
        type={password.type}
        toggle={password.toggle}
        value={signIn.password}
        onChange={(value) => editSignIn('password', value)}
      />
      <a className={styles.linkButton} href={forgotHref}>
        {t.forgotPassword}
      </a>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={started && (busy || !signIn.email || !signIn.password)}
      >
        {busy ? t.signingIn : t.signIn}
      </button>
    </TabForm>
  );
}

export function SignUpForm({ screen, action, intent }: FormProps) {
  const { signUp, editSignUp, started, busy, passwordRefusal, texts: t, say } = screen;
  const password = usePasswordToggle(screen);
  const pwHint = passwordHint(signUp.password);
  const matchHint = confirmHint(signUp.password, signUp.confirmPassword);
  return (
    <TabForm tab="signup" action={action} onSubmit={screen.submitSignUp} started={started} intent={intent}>
      <InputField
        id={SIGN_UP_IDS.name}
        name="name"
        label={t.fullName}
        autoComplete="name"
        required
        unmarked
        maxLength={100}
        value={signUp.name}
        onChange={(value) => editSignUp('name', value)}
      />
      <EmailField
        id={SIGN_UP_IDS.email}
        label={t.email}
        value={signUp.email}
        onChange={(value) => editSignUp('email', value)}
      />
      <PasswordField
        id={SIGN_UP_IDS.password}
        name="password"
        label={t.password}
        autoComplete="new-password"
        type={password.type}
        toggle={password.toggle}
        invalid={passwordRefusal !== null}
        hint={
          signUp.password || passwordRefusal
            ? { text: passwordRefusal ? say(passwordRefusal) : t.hints[pwHint.hint], ok: pwHint.ok && !passwordRefusal }
            : null
        }
        value={signUp.password}
        onChange={(value) => editSignUp('password', value)}
      />
      <PasswordField
        id={SIGN_UP_IDS.confirmPassword}
        name="confirmPassword"
        label={t.confirmPassword}
        autoComplete="new-password"
        type={password.type}
        hint={signUp.confirmPassword ? { ok: matchHint.ok, text: t.hints[matchHint.hint] } : null}
        value={signUp.confirmPassword}
        onChange={(value) => editSignUp('confirmPassword', value)}
      />
      <label className={styles.terms}>
        <input
          type="checkbox"
          name="acceptTerms"
          required
          checked={signUp.acceptTerms}
          onChange={(e) => editSignUp('acceptTerms', e.target.checked)}
        />
        <span>{t.terms}</span>
      </label>
      <button type="submit" className="btn btn-primary" disabled={started && (busy || !canSubmitSignUp(signUp))}>
        {busy ? t.creatingAccount : t.createAccount}
      </button>
    </TabForm>
  );
}
