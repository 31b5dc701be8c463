/** Steps 2 and 3: the business, and how to reach it. */
import {
  APPLICATION_STATES,
  BUSINESS_TYPES,
  TEXT_LIMITS,
  type ApplicationErrors,
} from '../../lib/merchant-application';
import type { DraftText, TextField } from './application-draft';
import { InputField, SelectField, TextAreaField } from '../form/Field';
import shared from './MerchantApplication.module.css';
import type { ApplicationTexts } from './application-texts';

/** What a step with text fields reads and writes. */
export interface TextStepProps {
  hidden: boolean;
  text: DraftText;
  errors: ApplicationErrors;
  /** The form's texts in the page's language. */
  texts: ApplicationTexts;
  onEdit: (field: TextField, value: string) => void;
}

interface TextInputProps extends Omit<TextStepProps, 'hidden' | 'texts'> {
  field: TextField;
  label: string;
  required?: boolean;
  /** Spans both columns of the step's grid. */
  wide?: boolean;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email' | 'url';
}

/** A state's name in the page's language (most are written the same in both). */
export function stateName(texts: ApplicationTexts, state: string): string {
  return (texts.stateNames as Record<string, string>)[state] ?? state;
}

export function TextInput({ field, label, text, errors, onEdit, wide, ...options }: TextInputProps) {
  return (
    <InputField
      id={field}
      name={field}
      label={label}
      value={text[field]}
      error={errors[field]}
      maxLength={TEXT_LIMITS[field]}
      fieldClassName={wide ? shared.wide : undefined}
      onChange={(value) => onEdit(field, value)}
      {...options}
    />
  );
}

export function BusinessStep({ hidden, texts, ...form }: TextStepProps) {
  const { text, errors, onEdit } = form;
  const f = texts.fields;
  return (
    <div data-step="2" hidden={hidden} className={`${shared.body} ${shared.grid}`}>
      <TextInput {...form} field="businessName" label={f.businessName} required wide autoComplete="organization" />
      <TextAreaField
        id="businessDescription"
        label={f.businessDescription}
        fieldClassName={shared.wide}
        textareaClassName={shared.textarea}
        value={text.businessDescription}
        maxLength={TEXT_LIMITS.businessDescription}
        required
        placeholder={f.businessDescriptionPlaceholder}
        error={errors.businessDescription}
        onChange={(value) => onEdit('businessDescription', value)}
      />
      <SelectField
        id="businessType"
        name="businessType"
        required
        label={f.businessType}
        placeholder={f.businessTypePlaceholder}
        value={text.businessType}
        error={errors.businessType}
        options={BUSINESS_TYPES.map(({ value }) => ({ value, label: texts.businessTypes[value] }))}
        onChange={(value) => onEdit('businessType', value)}
      />
      <TextInput
        {...form}
        field="businessRegistrationNumber"
        label={f.registrationNumber}
        required
        placeholder={f.registrationNumberPlaceholder}
      />
    </div>
  );
}

export function ContactStep({ hidden, texts, ...form }: TextStepProps) {
  const { text, errors, onEdit } = form;
  const f = texts.fields;
  return (
    <div data-step="3" hidden={hidden} className={`${shared.body} ${shared.grid}`}>
      <TextInput {...form} field="contactEmail" label={f.contactEmail} required type="email" autoComplete="email" />
      <TextInput
        {...form}
        field="contactPhone"
        label={f.contactPhone}
        required
        type="tel"
        autoComplete="tel"
        placeholder="+60 12-345 6789"
      />
      <TextInput {...form} field="addressLine1" label={f.addressLine1} required wide autoComplete="address-line1" />
      <TextInput {...form} field="addressLine2" label={f.addressLine2} wide autoComplete="address-line2" />
      <TextInput {...form} field="city" label={f.city} required autoComplete="address-level2" />
      <SelectField
        id="state"
        name="state"
        required
        label={f.state}
        placeholder={f.statePlaceholder}
        value={text.state}
        error={errors.state}
        options={APPLICATION_STATES.map((state) => ({ value: state, label: stateName(texts, state) }))}
        onChange={(value) => onEdit('state', value)}
      />
      <TextInput
        {...form}
        field="postalCode"
        label={f.postalCode}
        required
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <TextInput {...form} field="website" label={f.website} type="url" autoComplete="url" placeholder="https://" />
    </div>
  );
}
