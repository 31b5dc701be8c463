/** Step 1: why sell here, how the application goes, and what to have at hand. */
import shared from './MerchantApplication.module.css';
import styles from './IntroStep.module.css';

export default function IntroStep({ hidden }: { hidden: boolean }) {
  return (
    <div data-step="1" hidden={hidden} className={shared.body}>
      <ul className={styles.benefits}>
        <li>
          <span className={styles.benefitIcon} aria-hidden="true">
            RM0
          </span>
          <strong>Zero setup fees</strong>
          <span className={shared.muted}>No sign-up or monthly fees to open your store.</span>
        </li>
        <li>
          <span className={styles.benefitIcon} aria-hidden="true">
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />
              <path d="m9 12 2 2 4-4" />
            </svg>
          </span>
          <strong>Secure platform</strong>
          <span className={shared.muted}>Your documents are stored securely and seen only by our review team.</span>
        </li>
        <li>
          <span className={styles.benefitIcon} aria-hidden="true">
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
              <circle cx="12" cy="9.5" r="2.5" />
            </svg>
          </span>
          <strong>Local focus</strong>
          <span className={shared.muted}>Reach buyers right here in Labuan.</span>
        </li>
      </ul>
      <div className={styles.howItWorks}>
        <h3>How it works</h3>
        <p>Complete all 6 steps, then document verification (2-3 business days), then start selling.</p>
      </div>
      <div>
        <h3 className={shared.subheading}>What you will need</h3>
        <ul className={styles.needs}>
          <li>Your business details and registration number</li>
          <li>Your business license and registration certificate (PDF, JPG or PNG)</li>
          <li>An identity document (IC or passport) and a selfie holding it</li>
        </ul>
      </div>
    </div>
  );
}
