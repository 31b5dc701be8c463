/**
 * Checkout: shipping form, payment method, order summary and Complete Order; then the processing steps as they
 * really pass (the details checked, the order and its payment made at the provider, the buyer sent to the
 * provider's hosted page, where the tracking page takes the steps on), or for cash on delivery the success screen
 * and the tracking page after 3 s. The server takes the bought lines
 * out of the cart with the order and answers the lists as they are, which the stores adopt (a line not bought
 * stays); a refusal brings the buyer back to the form with the reason, cart kept.
 *
 * The page renders it from the server's copy of the cart, as a form that posts checkout.placeOrderForm, so the
 * checkout works without scripts; once hydrated the island starts from what was typed in its fields. Offline,
 * Complete Order says that it needs a connection and keeps everything typed.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { actions, isInputError } from 'astro:actions';
import type { Messages } from '../../i18n/index';
import { type Lang, localisedPath } from '../../i18n/languages';
import { cartLines, pricedLines, type CartProduct } from '../../lib/cart';
import {
  isCheckoutState,
  PAYMENT_METHODS,
  SUCCESS_REDIRECT_MS,
  validateCheckout,
  type CheckoutErrors,
  type PaymentForm,
  type ShippingForm,
} from '../../lib/checkout';
import { orderTotals, type TaxRule } from '../../lib/pricing';
import type { SessionUser } from '../../lib/session-user';
import { $cart, adoptListsAfterOrder } from '../../stores/shopping';
import type { ServerLists } from '../../stores/shopping-sync';
import { fetchCartProducts } from '../../stores/products';
import { type StoreTexts, useShoppingReady } from '../cart/shopping-hooks';
import { fieldMessages, refusal } from '../form/refusal';
import { PaymentSection, ShippingSection } from './CheckoutFields';
import { OrderPlaced, ProcessingSteps } from './CheckoutProgress';
import CheckoutSummary from './CheckoutSummary';
import { refusalText } from './refusal-text';
import styles from './CheckoutFlow.module.css';

/**
 * The checkout's texts in the page's language, and what the stores say (the page passes them). `refusals` holds
 * the texts of the codes the server may refuse an order with.
 */
export type CheckoutTexts = Omit<Messages['checkout'], 'title'> & StoreTexts;

interface Props {
  user: SessionUser;
  prefill: ShippingForm;
  /** The payment method of a refused form post. */
  paymentPrefill?: Partial<PaymentForm>;
  /** The server's copy of the cart when the page was rendered, with today's facts of its products. */
  initial: ServerLists & { products: CartProduct[] };
  /** Where the form posts without a script (checkout.placeOrderForm on this page). */
  action: string;
  /** One per checkout form, made by the server so that a form posted twice makes one order. */
  idempotencyKey: string;
  /** Why a form post was refused: the red alert and the messages under the fields. */
  refused?: { failure: string | null; errors: CheckoutErrors };
  /** The platform's tax, the one the server charges (the page reads it). */
  tax: TaxRule;
  texts: CheckoutTexts;
  lang: Lang;
}

type Phase = 'form' | 'processing' | 'success';

/** The steps (src/lib/checkout.ts PROCESSING_STEPS) that the checkout itself passes through, by their place. */
const STEP = { connecting: 1, processing: 2, creating: 4 } as const;

const SHIPPING_FIELDS = ['fullName', 'email', 'phone', 'address', 'city', 'postalCode', 'country', 'notes'] as const;

export default function CheckoutFlow({
  user,
  prefill,
  paymentPrefill,
  initial,
  action,
  idempotencyKey: firstKey,
  refused,
  tax,
  texts: t,
  lang,
}: Props) {
  const ready = useShoppingReady(user, initial);
  const stored = useStore($cart);
  const cart = ready ? stored : initial.cart;
  const [products, setProducts] = useState<CartProduct[]>(initial.products);
  const [shipping, setShipping] = useState<ShippingForm>(prefill);
  const [payment, setPayment] = useState<PaymentForm>({ paymentMethod: 'fpx', ...paymentPrefill });
  const [errors, setErrors] = useState<CheckoutErrors>(refused?.errors ?? {});
  const [failure, setFailure] = useState<string | null>(refused?.failure ?? null);
  const [phase, setPhase] = useState<Phase>('form');
  const [step, setStep] = useState(0);
  const [orderId, setOrderId] = useState<string | null>(null);
  /** Counts refusals: after each, once the fields are marked, the first field in error takes the focus. */
  const [showFirstError, setShowFirstError] = useState(0);
  // One key per checkout form: sending the same form twice makes one order.
  const idempotencyKey = useRef<string>(firstKey);
  const form = useRef<HTMLFormElement>(null);

  // What was typed before the island hydrated is kept: the island starts from its fields' values.
  useEffect(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const value = (name: string) => {
      const entry = data.get(name);
      return typeof entry === 'string' ? entry : null;
    };
    setShipping((current) => {
      const next = { ...current };
      for (const field of SHIPPING_FIELDS) next[field] = value(field) ?? current[field];
      const state = value('state');
      if (state && isCheckoutState(state)) next.state = state;
      return next;
    });
    const method = value('paymentMethod');
    if (method && (PAYMENT_METHODS as readonly string[]).includes(method))
      setPayment({ paymentMethod: method as PaymentForm['paymentMethod'] });
  }, []);

  useEffect(() => {
    if (!ready || phase !== 'form') return;
    if (cart.length === 0) {
      window.location.replace(localisedPath('/cart', lang));
      return;
    }
    const known = new Set(products.map((product) => product.id));
    if (cart.every((item) => known.has(item.productId))) return;
    const controller = new AbortController();
    fetchCartProducts(
      cart.map((item) => item.productId),
      controller.signal,
    )
      .then(setProducts)
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setFailure(t.cartNotLoaded);
      });
    return () => controller.abort();
  }, [cart, ready, phase, products, t, lang]);

  const lines = useMemo(() => (products ? cartLines(cart, products) : []), [cart, products]);
  const buyable = lines.filter((line) => line.available > 0);
  const totals = orderTotals(pricedLines(lines), tax);
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
    if (!navigator.onLine) {
      setFailure(t.offline);
      return;
    }
    setFailure(null);
    const found = validateCheckout(shipping, payment);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setShowFirstError((n) => n + 1);
      return;
    }
    setPhase('processing');
    // Each step shows while its real work runs: the details were checked; now the server places the order and, for a
    // provider's method, makes its payment at the provider; then the buyer goes to the provider's page.
    const cash = payment.paymentMethod === 'cod';
    setStep(cash ? STEP.creating : STEP.connecting);
    const result = await actions.checkout
      .placeOrder({
        lines: buyable.map((line) => ({ productId: line.item.productId, quantity: line.available })),
        shipping,
        payment,
        idempotencyKey: idempotencyKey.current,
        expectedTotalSen: totals.totalSen,
      })
      .catch(() => ({ data: undefined, error: new Error('network') }));
    if (result.error || !result.data) return fail(result.error);
    // The server took the bought lines out of the cart with the order; a line not bought stays.
    adoptListsAfterOrder(
      { cart: result.data.cart, wishlist: result.data.wishlist },
      buyable.map((line) => line.item.productId),
    );
    const { orderId: placed, paymentUrl } = result.data;
    if (paymentUrl) {
      setStep(STEP.processing);
      window.location.assign(paymentUrl);
      return;
    }
    if (!cash) {
      // Placed, but the provider could not be reached: the tracking page offers to pay while the stock is held.
      window.location.assign(localisedPath(`/orders/${encodeURIComponent(placed)}/track`, lang));
      return;
    }
    setOrderId(placed);
    setPhase('success');
  };

  const fail = (error: unknown) => {
    setPhase('form');
    if (isInputError(error)) {
      // The server names the fields it refused; each shows its message from the catalogue.
      setErrors(fieldMessages<keyof CheckoutErrors>(error));
      setFailure(t.checkDetails);
      setShowFirstError((n) => n + 1);
    } else {
      const { message } = refusal(error);
      setFailure(message && message !== 'network' ? refusalText(message, t) : t.notPlaced);
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
    const timer = setTimeout(
      () => window.location.assign(localisedPath(`/orders/${encodeURIComponent(orderId)}/track`, lang)),
      SUCCESS_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, orderId, lang]);

  if (phase === 'processing') return <ProcessingSteps step={step} texts={t} />;
  if (phase === 'success' && orderId) return <OrderPlaced orderId={orderId} texts={t} lang={lang} />;

  return (
    <form ref={form} className={styles.layout} method="post" action={action} onSubmit={submit} noValidate>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey.current} />
      <input type="hidden" name="expectedTotalSen" value={totals.totalSen} />
      <div className={styles.main}>
        {failure && (
          <div className={styles.alert} role="alert">
            {failure}
          </div>
        )}
        <ShippingSection shipping={shipping} errors={errors} editShipping={editShipping} texts={t} />
        <PaymentSection payment={payment} editPayment={editPayment} texts={t} />
      </div>

      <CheckoutSummary
        lines={lines}
        totals={totals}
        tax={tax}
        problems={problems.length}
        canOrder={buyable.length > 0}
        texts={t}
        lang={lang}
      />
    </form>
  );
}
