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

/** What a step with text fields reads and writes. */
export interface TextStepProps {
  hidden: boolean;
  text: DraftText;
  errors: ApplicationErrors;
  onEdit: (field: TextField, value: string) => void;
}

interface TextInputProps extends Omit<TextStepProps, 'hidden'> {
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

export function BusinessStep({ hidden, ...form }: TextStepProps) {
  const { text, errors, onEdit } = form;
  return (
    <div data-step="2" hidden={hidden} className={`${shared.body} ${shared.grid}`}>
      <TextInput {...form} field="businessName" label="Business Name" required wide autoComplete="organization" />
      <TextAreaField
        id="businessDescription"
        label="Business Description"
        fieldClassName={shared.wide}
        textareaClassName={shared.textarea}
        value={text.businessDescription}
        maxLength={TEXT_LIMITS.businessDescription}
        required
        placeholder="What do you sell, and what makes it special?"
        error={errors.businessDescription}
        onChange={(value) => onEdit('businessDescription', value)}
      />
      <SelectField
        id="businessType"
        name="businessType"
        required
        label="Business Type"
        placeholder="Select business type"
        value={text.businessType}
        error={errors.businessType}
        options={BUSINESS_TYPES}
        onChange={(value) => onEdit('businessType', value)}
      />
      <TextInput
        {...form}
        field="businessRegistrationNumber"
        label="Registration Number"
        required
        placeholder="e.g. 202401012345"
      />
    </div>
  );
}

export function ContactStep({ hidden, ...form }: TextStepProps) {
  const { text, errors, onEdit } = form;
  return (
    <div data-step="3" hidden={hidden} className={`${shared.body} ${shared.grid}`}>
      <TextInput {...form} field="contactEmail" label="Contact Email" required type="email" autoComplete="email" />
      <TextInput
        {...form}
        field="contactPhone"
        label="Contact Phone"
        required
        type="tel"
        autoComplete="tel"
        placeholder="+60 12-345 6789"
      />
      <TextInput {...form} field="addressLine1" label="Address Line 1" required wide autoComplete="address-line1" />
      <TextInput {...form} field="addressLine2" label="Address Line 2 (optional)" wide autoComplete="address-line2" />
      <TextInput {...form} field="city" label="City" required autoComplete="address-level2" />
      <SelectField
        id="state"
        name="state"
        required
        label="State"
        placeholder="Select state"
        value={text.state}
        error={errors.state}
        options={APPLICATION_STATES.map((state) => ({ value: state, label: state }))}
        onChange={(value) => onEdit('state', value)}
      />
      <TextInput
        {...form}
        field="postalCode"
        label="Postal Code"
        required
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <TextInput
        {...form}
        field="website"
        label="Website (optional)"
        type="url"
        autoComplete="url"
        placeholder="https://"
      />
    </div>
  );
}
