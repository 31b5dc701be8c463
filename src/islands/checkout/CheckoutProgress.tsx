/** The checkout's six processing steps while the server places the order, and the success screen. */
import { fill } from '../cart/shopping-hooks';
import { type Lang, localisedPath } from '../../i18n/languages';
import type { CheckoutTexts } from './CheckoutFlow';
import styles from './CheckoutFlow.module.css';

/** The steps in order (src/lib/checkout.ts PROCESSING_STEPS, the spec's, in English). */
const STEPS = ['validating', 'connecting', 'processing', 'confirming', 'creating', 'successful'] as const;

export function ProcessingSteps({ step, texts: t }: { step: number; texts: CheckoutTexts }) {
  return (
    <section className={`${styles.center} card`} aria-live="polite" aria-busy="true">
      <h2>{t.processing}</h2>
      <ol className={styles.steps}>
        {STEPS.map((key, index) => (
          <li key={key} className={index < step ? styles.stepDone : index === step ? styles.stepNow : styles.stepTodo}>
            {t.steps[key]}
          </li>
        ))}
      </ol>
      <progress className={styles.progress} max={STEPS.length} value={step + 1}>
        {fill(t.stepOf, { step: step + 1, count: STEPS.length })}
      </progress>
    </section>
  );
}

export function OrderPlaced({ orderId, texts: t, lang }: { orderId: string; texts: CheckoutTexts; lang: Lang }) {
  return (
    <section className={`${styles.center} card`} aria-live="polite">
      <div className={styles.tick} aria-hidden="true">
        ✓
      </div>
      <h2>{t.placed}</h2>
      <p>
        {t.numberBefore}
        <strong data-order-id>{orderId}</strong>
        {t.numberAfter}
      </p>
      <p className={styles.muted}>{t.redirecting}</p>
      <a className="btn btn-primary" href={localisedPath(`/orders/${encodeURIComponent(orderId)}/track`, lang)}>
        {t.track}
      </a>
    </section>
  );
}
