/**
 * The checkout's Shipping Information and Payment Method sections; every field named, so the form posts without a
 * script. Each text field is the form's own InputField (src/islands/form/Field), described here by what differs.
 */
import type { InputHTMLAttributes } from 'react';
import {
  CHECKOUT_STATES,
  PAYMENT_METHODS,
  type CheckoutErrors,
  type PaymentForm,
  type ShippingForm,
} from '../../lib/checkout';
import { InputField, SelectField, TextAreaField } from '../form/Field';
import type { CheckoutTexts } from './CheckoutFlow';
import styles from './CheckoutFlow.module.css';
import { decodeRefusal, refusalText } from '../../lib/refusals';

const STATE_OPTIONS = CHECKOUT_STATES.map((state) => ({ value: state, label: state }));

/** A field's error in the page's language: a shipping field's refusal by its code, a payment field's by the field. */
export function fieldError(
  field: keyof CheckoutErrors,
  message: string,
  t: Pick<CheckoutTexts, 'refusals' | 'errors'>,
): string {
  const refusal = decodeRefusal(message);
  if (refusal) return refusalText(t.refusals, refusal);
  return t.errors[field as keyof CheckoutTexts['errors']] ?? refusalText(t.refusals, null);
}

/** What a text field has of its own: how it is typed and filled in, and whether it spans the row. */
type FieldSpec<F extends string> = {
  name: F;
  optional?: boolean;
  wide?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder'>;

const ADDRESS_FIELDS: FieldSpec<keyof ShippingForm>[] = [
  { name: 'fullName', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', autoComplete: 'address-line1', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
];

/** The text fields of a section, each labelled and checked in the page's language. */
function TextFields<F extends keyof ShippingForm>({
  fields,
  values,
  errors,
  edit,
  texts: t,
}: {
  fields: FieldSpec<F>[];
  values: Record<F, string>;
  errors: CheckoutErrors;
  edit: (field: F, value: string) => void;
  texts: CheckoutTexts;
}) {
  return (
    <>
      {fields.map(({ name, optional, wide, placeholder, ...own }) => (
        <InputField
          key={name}
          {...own}
          id={name}
          name={name}
          label={t.fields[name as keyof CheckoutTexts['fields']]}
          required={!optional}
          plainMark
          value={values[name]}
          error={errors[name] && fieldError(name, errors[name], t)}
          placeholder={placeholder}
          fieldClassName={wide ? styles.wide : undefined}
          onChange={(value) => edit(name, value)}
        />
      ))}
    </>
  );
}

interface ShippingProps {
  shipping: ShippingForm;
  errors: CheckoutErrors;
  editShipping: (field: keyof ShippingForm, value: string) => void;
  texts: CheckoutTexts;
}

export function ShippingSection({ shipping, errors, editShipping, texts: t }: ShippingProps) {
  const common = { values: shipping, errors, edit: editShipping, texts: t };
  return (
    <section className="card" aria-labelledby="shipping-heading">
      <h2 id="shipping-heading" className={styles.sectionTitle}>
        {t.shipping}
      </h2>
      <div className={styles.grid}>
        <TextFields {...common} fields={ADDRESS_FIELDS} />
        <SelectField
          id="state"
          name="state"
          label={t.fields.state}
          options={STATE_OPTIONS}
          error={errors.state && fieldError('state', errors.state, t)}
          value={shipping.state}
          onChange={(value) => editShipping('state', value)}
        />
        <TextFields
          {...common}
          fields={[
            { name: 'postalCode', autoComplete: 'postal-code' },
            { name: 'country', autoComplete: 'country-name', optional: true },
          ]}
        />
        <TextAreaField
          id="notes"
          name="notes"
          label={t.fields.notes}
          fieldClassName={styles.wide}
          textareaClassName={styles.textarea}
          maxLength={500}
          error={errors.notes && fieldError('notes', errors.notes, t)}
          value={shipping.notes}
          onChange={(value) => editShipping('notes', value)}
        />
      </div>
    </section>
  );
}

interface PaymentProps {
  payment: PaymentForm;
  editPayment: (field: keyof PaymentForm, value: string) => void;
  texts: CheckoutTexts;
}

export function PaymentSection({ payment, editPayment, texts: t }: PaymentProps) {
  return (
    <section className="card" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={styles.sectionTitle}>
        {t.payment}
      </h2>
      <fieldset className={styles.methods}>
        <legend className="visually-hidden">{t.paymentLegend}</legend>
        {PAYMENT_METHODS.map((value) => (
          <label
            key={value}
            className={payment.paymentMethod === value ? `${styles.method} ${styles.methodOn}` : styles.method}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={value}
              checked={payment.paymentMethod === value}
              onChange={() => editPayment('paymentMethod', value)}
            />
            {t.methods[value]}
          </label>
        ))}
      </fieldset>
      <p className={styles.muted}>{t.methodNotes[payment.paymentMethod]}</p>
      <p className={styles.secure}>{t.hosted}</p>
    </section>
  );
}
