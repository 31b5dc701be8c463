/**
 * The fields every form island builds from: a label (with its required mark), the control, and the red
 * message under it, tied together by ids so that a screen reader reads the message with the field. The
 * layout classes (`field`, `input`, `select`) are the site's own; the islands add only their placement.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from './Form.module.css';

/** The asterisk after a required field's label: red, or in the label's own colour where a screen asks so. */
export function Required({ plain = false }: { plain?: boolean }) {
  return (
    <span className={plain ? undefined : styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** The red message under a field; its id (`<field>-error`) is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={`${id}-error`} className={styles.error}>
      {message}
    </span>
  );
}

/** The message's id when there is one: what a field without a hint of its own is described by. */
export const errorId = (id: string, error?: string): string | undefined => (error ? `${id}-error` : undefined);

interface LabelledProps {
  id: string;
  label: string;
  error?: string;
  /**
   * The required mark without the browser's own check: for forms that judge every field themselves
   * (`required` sets the attribute as well as the mark).
   */
  marked?: boolean;
  /** The required mark in the label's colour rather than red. */
  plainMark?: boolean;
  /** No required mark although the control is required: a screen where every field is (sign in, sign up). */
  unmarked?: boolean;
  /** Extra classes for the field's box, such as a grid placement. */
  fieldClassName?: string;
  /** What the control is described by, where it has more than its error message (a hint). */
  describedBy?: string;
}

/** A field's box: its label (with the required mark), the control given, and the message under it. */
export function Labelled({
  id,
  label,
  error,
  marked,
  plainMark,
  unmarked,
  fieldClassName,
  required,
  children,
}: LabelledProps & { required?: boolean; children: ReactNode }) {
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {(required || marked) && !unmarked && <Required plain={plainMark} />}
      </label>
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className' | 'children'>;

export interface InputFieldProps extends LabelledProps, NativeInput {
  value: string;
  onChange: (value: string) => void;
  inputClassName?: string;
}

/**
 * A field's props parted: what its box (Labelled) takes, what every control carries (its id, whether it is
 * invalid, what describes it), and the rest, the control's own attributes.
 */
function partField<P extends LabelledProps & { required?: boolean }>(props: P) {
  const { id, label, error, marked, plainMark, unmarked, fieldClassName, describedBy, ...own } = props;
  return {
    box: { id, label, error, marked, plainMark, unmarked, fieldClassName, required: props.required },
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy ?? errorId(id, error),
    },
    own,
  };
}

/** A one-line text field: label, input, and the error under it. */
export function InputField(props: InputFieldProps) {
  const { box, control, own } = partField(props);
  const { value, onChange, inputClassName, type = 'text', ...input } = own;
  return (
    <Labelled {...box}>
      <input
        {...input}
        {...control}
        className={inputClassName ? `input ${inputClassName}` : 'input'}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Labelled>
  );
}

type NativeTextarea = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'className' | 'children'
>;

export interface TextAreaFieldProps extends LabelledProps, NativeTextarea {
  value: string;
  onChange: (value: string) => void;
  /** The screen's own height for the box. */
  textareaClassName?: string;
}

/** A text area: label, box, and the error under it. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { box, control, own } = partField(props);
  const { value, onChange, textareaClassName, ...textarea } = own;
  return (
    <Labelled {...box}>
      <textarea
        {...textarea}
        {...control}
        className={textareaClassName ? `input ${textareaClassName}` : 'input'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Labelled>
  );
}

type NativeSelect = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'className' | 'children'
>;

export interface SelectFieldProps extends LabelledProps, NativeSelect {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Select state"), where nothing is chosen yet. */
  placeholder?: string;
}

/** A drop-down list: label, select, and the error under it. */
export function SelectField(props: SelectFieldProps) {
  const { box, control, own } = partField(props);
  const { value, onChange, options, placeholder, ...select } = own;
  return (
    <Labelled {...box}>
      <select {...select} {...control} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

export interface SwitchRowProps {
  id: string;
  label: string;
  /** The line under the label that says what the switch does; it describes the switch. */
  hint: string;
  checked: boolean;
  onToggle: () => void;
}

/** A setting that is on or off: the label and its hint on the left, the switch on the right. */
export function SwitchRow({ id, label, hint, checked, onToggle }: SwitchRowProps) {
  return (
    <div className={styles.switchRow}>
      <span className={styles.switchText}>
        <label htmlFor={id} className={styles.switchLabel}>
          {label}
        </label>
        <span id={`${id}-hint`} className={styles.switchHint}>
          {hint}
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox gives its switch role the checked state itself
        role="switch"
        className={styles.switch}
        name={id}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={onToggle}
      />
    </div>
  );
}
