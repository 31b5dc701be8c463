/**
 * Checkout: shipping form, payment, order summary and Complete Order; then the six processing steps while the
 * server places the order, the success screen, and the tracking page after 3 s. The cart is cleared only
 * after the server said yes; a refusal brings the buyer back to the form with the reason, cart kept.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { actions, isInputError } from 'astro:actions';
import { cartLines, pricedLines, type CartProduct } from '../../lib/cart';
import {
  CHECKOUT_STATES,
  EXPIRY_MAX_LENGTH,
  isCheckoutState,
  PROCESSING_STEP_MS,
  PROCESSING_STEPS,
  SUCCESS_REDIRECT_MS,
  validateCheckout,
  type CheckoutErrors,
  type PaymentForm,
  type ShippingForm,
} from '../../lib/checkout';
import { formatMoney } from '../../lib/money';
import { orderTotals } from '../../lib/pricing';
import { $cart, $shoppingLoaded, clearCart, startShopping } from '../../stores/shopping';
import { fetchCartProducts } from '../../stores/products';
import { InputField, SelectField, TextAreaField } from '../form/Field';
import { fieldMessages, refusal } from '../form/refusal';
import styles from './CheckoutFlow.module.css';

const STATE_OPTIONS = CHECKOUT_STATES.map((state) => ({ value: state, label: state }));

interface Props {
  prefill: ShippingForm;
}

type Phase = 'form' | 'processing' | 'success';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function CheckoutFlow({ prefill }: Props) {
  const cart = useStore($cart);
  const loaded = useStore($shoppingLoaded);
  const [products, setProducts] = useState<CartProduct[] | null>(null);
  const [shipping, setShipping] = useState<ShippingForm>(prefill);
  const [payment, setPayment] = useState<PaymentForm>({
    paymentMethod: 'card',
    cardNumber: '',
    expiryDate: '',
    cvv: '',
    cardholderName: '',
  });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('form');
  const [step, setStep] = useState(0);
  const [orderId, setOrderId] = useState<string | null>(null);
  /** Counts refusals: after each, once the fields are marked, the first field in error takes the focus. */
  const [showFirstError, setShowFirstError] = useState(0);
  // One key per checkout form: sending the same form twice makes one order.
  const idempotencyKey = useRef<string>('');

  useEffect(() => {
    idempotencyKey.current = crypto.randomUUID();
    startShopping();
  }, []);

  useEffect(() => {
    if (!loaded || phase !== 'form') return;
    if (cart.length === 0) {
      window.location.replace('/cart');
      return;
    }
    const controller = new AbortController();
    fetchCartProducts(
      cart.map((item) => item.productId),
      controller.signal,
    )
      .then(setProducts)
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setFailure('Your cart could not be loaded. Please check your connection and try again.');
      });
    return () => controller.abort();
  }, [cart, loaded, phase]);

  const lines = useMemo(() => (products ? cartLines(cart, products) : []), [cart, products]);
  const buyable = lines.filter((line) => line.available > 0);
  const totals = orderTotals(pricedLines(lines));
  const problems = lines.filter((line) => line.available < line.item.quantity);

  const editShipping = (field: keyof ShippingForm, value: string) => {
    setShipping((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const editPayment = (field: keyof PaymentForm, value: string) => {
    setPayment((current) => ({ ...current, [field]: value }) as PaymentForm);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'form' || buyable.length === 0) return;
    setFailure(null);
    const found = validateCheckout(shipping, payment);
    setErrors(found);
    const { state } = shipping;
    if (Object.keys(found).length > 0 || !isCheckoutState(state)) {
      setShowFirstError((n) => n + 1);
      return;
    }
    setPhase('processing');
    setStep(0);
    const request = actions.checkout.placeOrder({
      lines: buyable.map((line) => ({ productId: line.item.productId, quantity: line.available })),
      shipping: { ...shipping, state },
      payment,
      idempotencyKey: idempotencyKey.current,
      expectedTotalSen: totals.totalSen,
    });
    // The six steps run at their stated pace while the real request runs. A refusal stops them at once, and
    // 'Payment successful!' shows only after the server said yes.
    let outcome: { error?: unknown; data?: { orderId: string } } | null = null;
    void request.then(
      (result) => (outcome = result),
      () => (outcome = { error: new Error('network') }),
    );
    const last = PROCESSING_STEPS.length - 1;
    for (let index = 0; index < last; index++) {
      setStep(index);
      await wait(PROCESSING_STEP_MS);
      const early = outcome as { error?: unknown } | null;
      if (early?.error) return fail(early.error);
    }
    const result = await request.catch(() => ({ data: undefined, error: new Error('network') }));
    if (result.error || !result.data) return fail(result.error);
    setStep(last);
    clearCart();
    await wait(PROCESSING_STEP_MS);
    setOrderId(result.data.orderId);
    setPhase('success');
  };

  const fail = (error: unknown) => {
    setPhase('form');
    if (isInputError(error)) {
      setErrors(fieldMessages<keyof CheckoutErrors>(error));
      setFailure('Please check the details marked below.');
      setShowFirstError((n) => n + 1);
    } else {
      const { message } = refusal(error);
      setFailure(message && message !== 'network' ? message : 'Your order could not be placed. Please try again.');
      // Stock or prices may have changed: show today's figures.
      fetchCartProducts(cart.map((item) => item.productId)).then(setProducts, () => undefined);
    }
    idempotencyKey.current = crypto.randomUUID();
  };

  useEffect(() => {
    if (showFirstError > 0) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [showFirstError]);

  useEffect(() => {
    if (phase !== 'success' || !orderId) return;
    const timer = setTimeout(() => window.location.assign(`/orders/${encodeURIComponent(orderId)}/track`), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, orderId]);

  if (phase === 'processing') {
    return (
      <section className={`${styles.center} card`} aria-live="polite" aria-busy="true">
        <h2>Processing your order</h2>
        <ol className={styles.steps}>
          {PROCESSING_STEPS.map((label, index) => (
            <li key={label} className={index < step ? styles.stepDone : index === step ? styles.stepNow : styles.stepTodo}>
              {label}
            </li>
          ))}
        </ol>
        <progress className={styles.progress} max={PROCESSING_STEPS.length} value={step + 1}>
          Step {step + 1} of {PROCESSING_STEPS.length}
        </progress>
      </section>
    );
  }

  if (phase === 'success' && orderId) {
    return (
      <section className={`${styles.center} card`} aria-live="polite">
        <div className={styles.tick} aria-hidden="true">
          ✓
        </div>
        <h2>Order placed successfully!</h2>
        <p>
          Your order number is <strong data-order-id>{orderId}</strong>.
        </p>
        <p className={styles.muted}>Taking you to your order's tracking page...</p>
        <a className="btn btn-primary" href={`/orders/${encodeURIComponent(orderId)}/track`}>
          Track Order
        </a>
      </section>
    );
  }

  if (!loaded || !products) {
    return (
      <p className={styles.muted} aria-live="polite">
        {failure ?? 'Loading your cart...'}
      </p>
    );
  }

  return (
    <form className={styles.layout} onSubmit={submit} noValidate>
      <div className={styles.main}>
        {failure && (
          <div className={styles.alert} role="alert">
            {failure}
          </div>
        )}
        <section className="card" aria-labelledby="shipping-heading">
          <h2 id="shipping-heading" className={styles.sectionTitle}>
            Shipping Information
          </h2>
          <div className={styles.grid}>
            <InputField id="fullName" label="Full Name" required plainMark value={shipping.fullName} error={errors.fullName} autoComplete="name" onChange={(v) => editShipping('fullName', v)} />
            <InputField id="email" label="Email" type="email" required plainMark value={shipping.email} error={errors.email} autoComplete="email" onChange={(v) => editShipping('email', v)} />
            <InputField id="phone" label="Phone" type="tel" required plainMark value={shipping.phone} error={errors.phone} autoComplete="tel" onChange={(v) => editShipping('phone', v)} />
            <InputField id="address" label="Address" required plainMark value={shipping.address} error={errors.address} autoComplete="street-address" fieldClassName={styles.wide} onChange={(v) => editShipping('address', v)} />
            <InputField id="city" label="City" required plainMark value={shipping.city} error={errors.city} autoComplete="address-level2" onChange={(v) => editShipping('city', v)} />
            <SelectField id="state" label="State" options={STATE_OPTIONS} value={shipping.state} onChange={(value) => editShipping('state', value)} />
            <InputField id="postalCode" label="Postal Code" required plainMark value={shipping.postalCode} error={errors.postalCode} autoComplete="postal-code" onChange={(v) => editShipping('postalCode', v)} />
            <InputField id="country" label="Country" value={shipping.country} error={errors.country} autoComplete="country-name" onChange={(v) => editShipping('country', v)} />
            <TextAreaField
              id="notes"
              label="Delivery Notes (optional)"
              fieldClassName={styles.wide}
              textareaClassName={styles.textarea}
              maxLength={500}
              value={shipping.notes}
              onChange={(value) => editShipping('notes', value)}
            />
          </div>
        </section>

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
              <label key={value} className={payment.paymentMethod === value ? `${styles.method} ${styles.methodOn}` : styles.method}>
                <input type="radio" name="paymentMethod" value={value} checked={payment.paymentMethod === value} onChange={() => editPayment('paymentMethod', value)} />
                {label}
              </label>
            ))}
          </fieldset>
          {payment.paymentMethod === 'card' ? (
            <div className={styles.grid}>
              <InputField id="cardholderName" label="Cardholder Name" required plainMark value={payment.cardholderName} error={errors.cardholderName} autoComplete="cc-name" fieldClassName={styles.wide} onChange={(v) => editPayment('cardholderName', v)} />
              <InputField id="cardNumber" label="Card Number" required plainMark inputMode="numeric" maxLength={19} value={payment.cardNumber} error={errors.cardNumber} autoComplete="cc-number" placeholder="1234 5678 9012 3456" fieldClassName={styles.wide} onChange={(v) => editPayment('cardNumber', v)} />
              <InputField id="expiryDate" label="Expiry Date" required plainMark maxLength={EXPIRY_MAX_LENGTH} placeholder="MM/YY" value={payment.expiryDate} error={errors.expiryDate} autoComplete="cc-exp" onChange={(v) => editPayment('expiryDate', v)} />
              <InputField id="cvv" label="CVV" required plainMark inputMode="numeric" maxLength={4} value={payment.cvv} error={errors.cvv} autoComplete="cc-csc" onChange={(v) => editPayment('cvv', v)} />
            </div>
          ) : (
            <p className={styles.muted}>
              {payment.paymentMethod === 'fpx'
                ? 'You will confirm the payment with your bank when you complete the order.'
                : 'You will confirm the payment in your e-wallet when you complete the order.'}
            </p>
          )}
          <p className={styles.secure}>Payments are simulated in this shop: only the last four digits of a card are kept.</p>
        </section>
      </div>

      <aside className={`${styles.summary} card`} aria-labelledby="summary-heading">
        <h2 id="summary-heading" className={styles.sectionTitle}>
          Order Summary
        </h2>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.item.productId} className={styles.line}>
              {line.product ? (
                <>
                  <img src={line.product.imageUrl} alt="" width={56} height={42} />
                  <span className={styles.lineName}>
                    {line.product.name}
                    <span className={styles.muted}>
                      {line.available} × {formatMoney(line.product.priceSen, 'MYR')}
                    </span>
                    {line.available < line.item.quantity && (
                      <span className={styles.warn}>{line.available === 0 ? 'Out of stock: not included' : `Only ${line.available} left`}</span>
                    )}
                    {line.backordered > 0 && <span className={styles.warn}>{line.backordered} on backorder: ships when restocked</span>}
                  </span>
                  <span>{formatMoney(line.lineTotalSen, 'MYR')}</span>
                </>
              ) : (
                <span className={styles.warn}>An item is no longer available and is not included.</span>
              )}
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatMoney(totals.subtotalSen, 'MYR')}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{totals.shippingSen === 0 ? 'Free' : formatMoney(totals.shippingSen, 'MYR')}</dd>
          </div>
          <div>
            <dt>GST (6%)</dt>
            <dd>{formatMoney(totals.taxSen, 'MYR')}</dd>
          </div>
          <div className={styles.total}>
            <dt>Total</dt>
            <dd>{formatMoney(totals.totalSen, 'MYR')}</dd>
          </div>
        </dl>
        {problems.length > 0 && <p className={styles.warn}>Some quantities were reduced to what is in stock.</p>}
        <button type="submit" className="btn btn-primary" disabled={buyable.length === 0}>
          Complete Order
        </button>
        <a className={styles.back} href="/cart">
          Back to cart
        </a>
      </aside>
    </form>
  );
}
