/**
 * The profile tab's form: read-only until Edit Profile (in the header card) starts editing; Cancel puts the
 * saved values back; Save checks with the shared rules, saves through the action and shows each problem in
 * red under its field. The server checks again with the same rules and has the last word.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { actions, isInputError } from 'astro:actions';
import type { FieldErrors } from '../../lib/accounts';
import {
  normaliseProfile,
  PROFILE_FIELDS,
  type PROFILE_REFUSALS,
  validateProfile,
  type ProfileInput,
} from '../../lib/profile';
import { signedIn } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import {
  $profileEditing,
  EDIT_PROFILE_BUTTON_ID,
  PROFILE_FORM_ID,
  profileSaved,
  stopEditingProfile,
} from '../../stores/profile-edit';
import { type AnswerRefusalTexts, decodeRefusal, type RefusalTexts, refusalText } from '../../lib/refusals';
import { fill } from '../../lib/fill';
import styles from './ProfileForm.module.css';

/** The form's texts in the page's language (the catalogues' `account.form`). */
export interface ProfileFormTexts {
  label: string;
  personal: string;
  address: string;
  fields: Record<keyof ProfileInput, string>;
  notProvided: string;
  cancel: string;
  save: string;
  saving: string;
  saved: string;
  /** Saved, with a new address waiting for its link to be opened: names it as `{email}`. */
  emailPending: string;
  /** When saving fails without a refusal the form can say. */
  saveFailed: string;
  /** The form's refusals (its checks', the server's) and the answers any form may meet, by code. */
  refusals: Pick<RefusalTexts, (typeof PROFILE_REFUSALS)[number]> & AnswerRefusalTexts;
}

interface Props {
  initial: ProfileInput;
  texts: ProfileFormTexts;
}

interface FieldSpec {
  name: keyof ProfileInput;
  type?: 'email' | 'tel' | 'date';
  autoComplete: string;
  wide?: boolean;
}

const PERSONAL: FieldSpec[] = [
  { name: 'name', autoComplete: 'nickname' },
  { name: 'fullName', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'dateOfBirth', type: 'date', autoComplete: 'bday' },
  { name: 'citizenship', autoComplete: 'off' },
];

const ADDRESS: FieldSpec[] = [
  { name: 'addressLine1', autoComplete: 'address-line1', wide: true },
  { name: 'addressLine2', autoComplete: 'address-line2', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'postalCode', autoComplete: 'postal-code' },
  { name: 'country', autoComplete: 'country-name' },
];

const inputId = (field: keyof ProfileInput) => `profile-field-${field}`;

/** The first message per field from the action's input error. */
function fieldMessages(fields: Record<string, string[] | undefined>): FieldErrors<ProfileInput> {
  const errors: FieldErrors<ProfileInput> = {};
  for (const field of PROFILE_FIELDS) {
    const message = fields[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

export default function ProfileForm({ initial, texts: t }: Props) {
  const SAVE_FAILED = t.saveFailed;
  /** A refusal of the shared checks or of the server, in the page's language. */
  const say = (message: string) => refusalText(t.refusals, decodeRefusal(message));
  const [saved, setSaved] = useState<ProfileInput>(initial);
  const [values, setValues] = useState<ProfileInput>(initial);
  const [errors, setErrors] = useState<FieldErrors<ProfileInput>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server rendered the read-only form; an Edit click that came before hydration applies right after it.
  const [hydrated, setHydrated] = useState(false);
  const editing = useStore($profileEditing) && hydrated;
  const wasEditing = useRef(false);
  // Focus moves to the first field in error once its message is on screen, so that it is read with the field.
  const focusAfterRender = useRef<keyof ProfileInput | null>(null);

  useEffect(() => setHydrated(true), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each refusal has rendered its errors
  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(inputId(focusAfterRender.current))?.focus();
    focusAfterRender.current = null;
  }, [errors]);

  const showErrors = (next: FieldErrors<ProfileInput>) => {
    setErrors(next);
    focusAfterRender.current = PROFILE_FIELDS.find((field) => next[field]) ?? null;
  };

  useEffect(() => {
    if (editing && !wasEditing.current) document.getElementById(inputId('name'))?.focus();
    if (!editing && wasEditing.current) document.getElementById(EDIT_PROFILE_BUTTON_ID)?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const edit = (field: keyof ProfileInput, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const cancel = () => {
    setValues(saved);
    setErrors({});
    setFormError(null);
    stopEditingProfile();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || busy) return;
    const input = normaliseProfile(values);
    const problems = validateProfile(input);
    showErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const { data, error } = await actions.profile.update(input);
      if (error || !data) {
        if (isInputError(error)) {
          const fromServer = fieldMessages(error.fields as Record<string, string[] | undefined>);
          showErrors(fromServer);
          if (Object.keys(fromServer).length === 0) setFormError(SAVE_FAILED);
        } else if (error?.code === 'CONFLICT') {
          // The only conflict a profile can meet: the email belongs to another account (said when shown).
          showErrors({ email: error.message });
        } else {
          setFormError(error?.message ? say(error.message) : SAVE_FAILED);
        }
        return;
      }
      setValues(data.profile);
      setSaved(data.profile);
      setErrors({});
      signedIn(data.user);
      profileSaved(data.profile);
      showToast(data.pendingEmail ? fill(t.emailPending, { email: data.pendingEmail }) : t.saved, {
        kind: 'success',
      });
    } catch (error) {
      console.error('The profile could not be saved', error);
      setFormError(SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const renderField = (spec: FieldSpec) => {
    const id = inputId(spec.name);
    const message = errors[spec.name] && say(errors[spec.name]!);
    return (
      <div key={spec.name} className={`field ${styles.field} ${spec.wide ? styles.wide : ''}`}>
        <label htmlFor={id}>{t.fields[spec.name]}</label>
        <input
          id={id}
          name={spec.name}
          className={`input ${styles.input}`}
          // An empty read-only date would show the browser's "mm/dd/yyyy" mask as if it were a value.
          type={spec.type === 'date' && !editing && !values[spec.name] ? 'text' : (spec.type ?? 'text')}
          autoComplete={spec.autoComplete}
          readOnly={!editing}
          value={values[spec.name]}
          placeholder={editing ? undefined : t.notProvided}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => edit(spec.name, e.target.value)}
        />
        {message && (
          <p id={`${id}-error`} className={styles.error}>
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      id={PROFILE_FORM_ID}
      className={`${styles.form} ${editing ? styles.editing : ''}`}
      onSubmit={save}
      noValidate
      aria-label={t.label}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t.personal}</legend>
        <div className={styles.grid}>{PERSONAL.map(renderField)}</div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t.address}</legend>
        <div className={styles.grid}>{ADDRESS.map(renderField)}</div>
      </fieldset>
      {formError && (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      )}
      {editing && (
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={cancel} disabled={busy}>
            {t.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t.saving : t.save}
          </button>
        </div>
      )}
    </form>
  );
}
