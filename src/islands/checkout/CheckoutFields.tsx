/** The checkout's Shipping Information and Payment Method sections; every field named, so the form posts without a script. */
import {
  CHECKOUT_STATES,
  EXPIRY_MAX_LENGTH,
  type CheckoutErrors,
  type PaymentForm,
  type ShippingForm,
} from '../../lib/checkout';
import { InputField, SelectField, TextAreaField } from '../form/Field';
import styles from './CheckoutFlow.module.css';

const STATE_OPTIONS = CHECKOUT_STATES.map((state) => ({ value: state, label: state }));

interface ShippingProps {
  shipping: ShippingForm;
  errors: CheckoutErrors;
  editShipping: (field: keyof ShippingForm, value: string) => void;
}

export function ShippingSection({ shipping, errors, editShipping }: ShippingProps) {
  return (
    <section className="card" aria-labelledby="shipping-heading">
      <h2 id="shipping-heading" className={styles.sectionTitle}>
        Shipping Information
      </h2>
      <div className={styles.grid}>
        <InputField
          id="fullName"
          name="fullName"
          label="Full Name"
          required
          plainMark
          value={shipping.fullName}
          error={errors.fullName}
          autoComplete="name"
          onChange={(v) => editShipping('fullName', v)}
        />
        <InputField
          id="email"
          name="email"
          label="Email"
          type="email"
          required
          plainMark
          value={shipping.email}
          error={errors.email}
          autoComplete="email"
          onChange={(v) => editShipping('email', v)}
        />
        <InputField
          id="phone"
          name="phone"
          label="Phone"
          type="tel"
          required
          plainMark
          value={shipping.phone}
          error={errors.phone}
          autoComplete="tel"
          onChange={(v) => editShipping('phone', v)}
        />
        <InputField
          id="address"
          name="address"
          label="Address"
          required
          plainMark
          value={shipping.address}
          error={errors.address}
          autoComplete="street-address"
          fieldClassName={styles.wide}
          onChange={(v) => editShipping('address', v)}
        />
        <InputField
          id="city"
          name="city"
          label="City"
          required
          plainMark
          value={shipping.city}
          error={errors.city}
          autoComplete="address-level2"
          onChange={(v) => editShipping('city', v)}
        />
        <SelectField
          id="state"
          name="state"
          label="State"
          options={STATE_OPTIONS}
          value={shipping.state}
          onChange={(value) => editShipping('state', value)}
        />
        <InputField
          id="postalCode"
          name="postalCode"
          label="Postal Code"
          required
          plainMark
          value={shipping.postalCode}
          error={errors.postalCode}
          autoComplete="postal-code"
          onChange={(v) => editShipping('postalCode', v)}
        />
        <InputField
          id="country"
          name="country"
          label="Country"
          value={shipping.country}
          error={errors.country}
          autoComplete="country-name"
          onChange={(v) => editShipping('country', v)}
        />
        <TextAreaField
          id="notes"
          name="notes"
          label="Delivery Notes (optional)"
          fieldClassName={styles.wide}
          textareaClassName={styles.textarea}
          maxLength={500}
          value={shipping.notes}
          onChange={(value) => editShipping('notes', value)}
        />
      </div>
    </section>
  );
}

interface PaymentProps {
  payment: PaymentForm;
  errors: CheckoutErrors;
  editPayment: (field: keyof PaymentForm, value: string) => void;
}

export function PaymentSection({ payment, errors, editPayment }: PaymentProps) {
  return (
    <section className="card" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={styles.sectionTitle}>
        Payment Method
      </h2>
      <fieldset className={styles.methods}>
        <legend className="visually-hidden">Payment method</legend>
        {(
          [
            ['card', 'Credit / Debit Card'],
            ['fpx', 'FPX Online Banking'],
            ['ewallet', 'E-Wallet'],
          ] as const
        ).map(([value, label]) => (
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
            {label}
          </label>
        ))}
      </fieldset>
      {payment.paymentMethod === 'card' ? (
        <div className={styles.grid}>
          <InputField
            id="cardholderName"
            name="cardholderName"
            label="Cardholder Name"
            required
            plainMark
            value={payment.cardholderName}
            error={errors.cardholderName}
            autoComplete="cc-name"
            fieldClassName={styles.wide}
            onChange={(v) => editPayment('cardholderName', v)}
          />
          <InputField
            id="cardNumber"
            name="cardNumber"
            label="Card Number"
            required
            plainMark
            inputMode="numeric"
            maxLength={19}
            value={payment.cardNumber}
            error={errors.cardNumber}
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            fieldClassName={styles.wide}
            onChange={(v) => editPayment('cardNumber', v)}
          />
          <InputField
            id="expiryDate"
            name="expiryDate"
            label="Expiry Date"
            required
            plainMark
            maxLength={EXPIRY_MAX_LENGTH}
            placeholder="MM/YY"
            value={payment.expiryDate}
            error={errors.expiryDate}
            autoComplete="cc-exp"
            onChange={(v) => editPayment('expiryDate', v)}
          />
          <InputField
            id="cvv"
            name="cvv"
            label="CVV"
            required
            plainMark
            inputMode="numeric"
            maxLength={4}
            value={payment.cvv}
            error={errors.cvv}
            autoComplete="cc-csc"
            onChange={(v) => editPayment('cvv', v)}
          />
        </div>
      ) : (
        <p className={styles.muted}>
          {payment.paymentMethod === 'fpx'
            ? 'You will confirm the payment with your bank when you complete the order.'
            : 'You will confirm the payment in your e-wallet when you complete the order.'}
        </p>
      )}
      <p className={styles.secure}>
        Payments are simulated in this shop: only the last four digits of a card are kept.
      </p>
    </section>
  );
}
