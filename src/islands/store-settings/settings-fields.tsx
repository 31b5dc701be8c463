/** The settings form's fields, each bound to its setting and its message by name. */
import type { ReactNode } from 'react';
import { fill } from '../../i18n/fill';
import {
  isHexColor,
  type SettingsErrors,
  type SettingsField,
  type SettingsTab,
  type StoreSettings as Settings,
} from '../../lib/store-settings';
import { FieldError, InputField, SelectField, SwitchRow } from '../form/Field';
import formStyles from '../form/Form.module.css';
import styles from './StoreSettings.module.css';
import type { StoreSettingsTexts } from './texts';

type SettingsTextField = { [K in keyof Settings]: Settings[K] extends string ? K : never }[keyof Settings];
type SwitchField = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];
type Option = { value: string; label: string };

/** What every field reads and writes: the settings as typed, their messages, and the way to change one. */
export interface SettingsForm {
  settings: Settings;
  /** The settings as the page was rendered with: what a colour picker shows while the typed colour is not one. */
  initial: Settings;
  errors: SettingsErrors;
  edit: <K extends keyof Settings>(field: K, value: Settings[K]) => void;
  /** The form's words in the page's language. */
  texts: StoreSettingsTexts;
}

/** The ids a control is described by: its hint, and its message when it has one. */
export const describedBy = (errors: SettingsErrors, field: SettingsField, hint?: string) =>
  [hint, errors[field] ? `${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

interface TextProps {
  form: SettingsForm;
  field: SettingsTextField;
  label: string;
  required?: boolean;
  type?: string;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'url' | 'email' | 'tel';
}

export function Text({ form, field, label, required, autoComplete = 'off', ...input }: TextProps) {
  return (
    <InputField
      {...input}
      id={field}
      name={field}
      label={label}
      marked={required}
      autoComplete={autoComplete}
      value={form.settings[field]}
      error={form.errors[field]}
      onChange={(value) => form.edit(field, value)}
    />
  );
}

export function Select({
  form,
  field,
  label,
  options,
}: {
  form: SettingsForm;
  field: SettingsTextField;
  label: string;
  options: readonly Option[];
}) {
  return (
    <SelectField
      id={field}
      name={field}
      label={label}
      options={options}
      value={form.settings[field]}
      error={form.errors[field]}
      onChange={(value) => form.edit(field, value)}
    />
  );
}

export function Switch({
  form,
  field,
  label,
  hint,
}: {
  form: SettingsForm;
  field: SwitchField;
  label: string;
  hint: string;
}) {
  return (
    <SwitchRow
      id={field}
      label={label}
      hint={hint}
      checked={form.settings[field]}
      onToggle={() => form.edit(field, !form.settings[field])}
    />
  );
}

export function Colour({
  form,
  field,
  label,
}: {
  form: SettingsForm;
  field: 'primaryColor' | 'accentColor';
  label: string;
}) {
  const value = form.settings[field];
  return (
    <div className="field">
      <label htmlFor={field}>{label}</label>
      <div className={styles.colourRow}>
        <input
          type="color"
          className={styles.picker}
          aria-label={fill(form.texts.appearance.picker, { label })}
          value={isHexColor(value) ? value.toLowerCase() : form.initial[field].toLowerCase()}
          onChange={(e) => form.edit(field, e.target.value.toUpperCase())}
        />
        <input
          id={field}
          name={field}
          className={`input ${styles.hex}`}
          type="text"
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          value={value}
          aria-invalid={form.errors[field] ? true : undefined}
          aria-describedby={describedBy(form.errors, field)}
          onChange={(e) => form.edit(field, e.target.value)}
        />
      </div>
      <FieldError id={field} message={form.errors[field]} />
    </div>
  );
}

/** One tab's panel, hidden while another tab is open. */
export function Panel({
  id,
  title,
  open,
  children,
}: {
  id: SettingsTab;
  title: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={`settings-panel-${id}`}
      role="tabpanel"
      aria-labelledby={`settings-tab-${id}`}
      className={`card ${formStyles.section} ${styles.panel}`}
      hidden={!open}
    >
      <h2 className={formStyles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
