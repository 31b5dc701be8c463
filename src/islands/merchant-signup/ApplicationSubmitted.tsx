/** What the applicant sees once the application is sent: what happens next, and where to go. */
import type { Ref } from 'react';
import shared from './MerchantApplication.module.css';
import styles from './ApplicationSubmitted.module.css';
import { localisedPath, type Lang } from '../../i18n/languages';
import type { ApplicationTexts } from './application-texts';

export default function ApplicationSubmitted({
  email,
  headingRef,
  texts: t,
  lang,
}: {
  email: string;
  headingRef: Ref<HTMLHeadingElement>;
  texts: ApplicationTexts['submitted'];
  lang: Lang;
}) {
  // The address sits inside the sentence, kept as the applicant typed it.
  const [beforeEmail, afterEmail = ''] = t.emailText.split('{email}');
  return (
    <section className={`card ${styles.success}`} aria-labelledby="application-success">
      <div className={styles.tick} aria-hidden="true">
        ✓
      </div>
      <h2 id="application-success" ref={headingRef} tabIndex={-1}>
        {t.title}
      </h2>
      <p className={shared.muted}>{t.text}</p>
      <div className={styles.next}>
        <h3>{t.nextTitle}</h3>
        <ol className={styles.nextSteps}>
          <li>
            <span className={styles.nextNumber} aria-hidden="true">
              1
            </span>
            <span>
              <strong>{t.verification}</strong>
              <span className={shared.muted}>{t.verificationText}</span>
            </span>
          </li>
          <li>
            <span className={styles.nextNumber} aria-hidden="true">
              2
            </span>
            <span>
              <strong>{t.email}</strong>
              <span className={shared.muted}>
                {beforeEmail}
                <span translate="no">{email}</span>
                {afterEmail}
              </span>
            </span>
          </li>
          <li>
            <span className={styles.nextNumber} aria-hidden="true">
              3
            </span>
            <span>
              <strong>{t.selling}</strong>
              <span className={shared.muted}>{t.sellingText}</span>
            </span>
          </li>
        </ol>
      </div>
      <div className={styles.successActions}>
        <a className="btn btn-outline" href={localisedPath('/', lang)}>
          {t.home}
        </a>
        <a className="btn btn-primary" href={localisedPath('/profile', lang)}>
          {t.profile}
        </a>
      </div>
    </section>
  );
}
