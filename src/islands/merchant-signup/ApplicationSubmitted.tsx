/** What the applicant sees once the application is sent: what happens next, and where to go. */
import type { Ref } from 'react';
import shared from './MerchantApplication.module.css';
import styles from './ApplicationSubmitted.module.css';

export default function ApplicationSubmitted({
  email,
  headingRef,
}: {
  email: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section className={`card ${styles.success}`} aria-labelledby="application-success">
      <div className={styles.tick} aria-hidden="true">
        ✓
      </div>
      <h2 id="application-success" ref={headingRef} tabIndex={-1}>
        Application Submitted Successfully!
      </h2>
      <p className={shared.muted}>
        Thank you for applying to sell on Labuan Market. Your merchant account will be reviewed before it is activated.
      </p>
      <div className={styles.next}>
        <h3>What happens next?</h3>
        <ol className={styles.nextSteps}>
          <li>
            <span className={styles.nextNumber} aria-hidden="true">
              1
            </span>
            <span>
              <strong>Document Verification</strong>
              <span className={shared.muted}>We verify your documents within 2-3 business days.</span>
            </span>
          </li>
          <li>
            <span className={styles.nextNumber} aria-hidden="true">
              2
            </span>
            <span>
              <strong>Email Notification</strong>
              <span className={shared.muted}>We email you at {email} once your application has been reviewed.</span>
            </span>
          </li>
          <li>
            <span className={styles.nextNumber} aria-hidden="true">
              3
            </span>
            <span>
              <strong>Start Selling</strong>
              <span className={shared.muted}>Once approved, you can set up your store and list your products.</span>
            </span>
          </li>
        </ol>
      </div>
      <div className={styles.successActions}>
        <a className="btn btn-outline" href="/">
          Back to Home
        </a>
        <a className="btn btn-primary" href="/profile">
          View Profile
        </a>
      </div>
    </section>
  );
}
