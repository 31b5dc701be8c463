/** Step 1: why sell here, how the application goes, and what to have at hand. */
import shared from './MerchantApplication.module.css';
import styles from './IntroStep.module.css';
import type { ApplicationTexts } from './application-texts';

export default function IntroStep({ hidden, texts: t }: { hidden: boolean; texts: ApplicationTexts['intro'] }) {
  return (
    <div data-step="1" hidden={hidden} className={shared.body}>
      <ul className={styles.benefits}>
        <li>
          <span className={styles.benefitIcon} aria-hidden="true">
            RM0
          </span>
          <strong>{t.zeroFees}</strong>
          <span className={shared.muted}>{t.zeroFeesText}</span>
        </li>
        <li>
          <span className={styles.benefitIcon} aria-hidden="true">
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />
              <path d="m9 12 2 2 4-4" />
            </svg>
          </span>
          <strong>{t.secure}</strong>
          <span className={shared.muted}>{t.secureText}</span>
        </li>
        <li>
          <span className={styles.benefitIcon} aria-hidden="true">
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
              <circle cx="12" cy="9.5" r="2.5" />
            </svg>
          </span>
          <strong>{t.local}</strong>
          <span className={shared.muted}>{t.localText}</span>
        </li>
      </ul>
      <div className={styles.howItWorks}>
        <h3>{t.howTitle}</h3>
        <p>{t.how}</p>
      </div>
      <div>
        <h3 className={shared.subheading}>{t.needTitle}</h3>
        <ul className={styles.needs}>
          {t.needs.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
