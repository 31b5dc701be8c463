/** The checkout's six processing steps while the server places the order, and the success screen. */
import { PROCESSING_STEPS } from '../../lib/checkout';
import styles from './CheckoutFlow.module.css';

export function ProcessingSteps({ step }: { step: number }) {
  return (
    <section className={`${styles.center} card`} aria-live="polite" aria-busy="true">
      <h2>Processing your order</h2>
      <ol className={styles.steps}>
        {PROCESSING_STEPS.map((label, index) => (
          <li
            key={label}
            className={index < step ? styles.stepDone : index === step ? styles.stepNow : styles.stepTodo}
          >
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

export function OrderPlaced({ orderId }: { orderId: string }) {
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
