/**
 * The merchant application: six steps, each checked on Next Step with the shared rules, then one real
 * request that sends the text and the files to the server (which checks everything again and stores the
 * files). The text and the step survive a reload (see application-draft.ts); the files cannot.
 */
import type { FileField } from '../../lib/merchant-application';
import { fill } from '../../i18n/fill';
import { localisedPath, type Lang } from '../../i18n/languages';
import { errorsIn, sayIn, type ApplicationTexts } from './application-texts';
import { STEP_COUNT } from './application-draft';
import { useMerchantApplication } from './use-merchant-application';
import ApplicationSubmitted from './ApplicationSubmitted';
import StepProgress from './StepProgress';
import IntroStep from './IntroStep';
import { BusinessStep, ContactStep } from './DetailsSteps';
import { DocumentsStep, IdentityStep } from './DocumentSteps';
import ReviewStep from './ReviewStep';
import formStyles from '../form/Form.module.css';
import { ConnectionNotice, type ConnectionTexts } from '../form/ConnectionNotice';
import styles from './MerchantApplication.module.css';

interface Props {
  /** The form's texts in the page's language. */
  texts: ApplicationTexts;
  lang: Lang;
  /** What the form says when the application did not reach the shop for lack of a connection. */
  connection: ConnectionTexts;
  userId: string;
  /** The signed-in user's email: the contact email to start with. */
  email: string;
  /** The seller area sent the user here (`?reason=seller-required`). */
  sellerRequired?: boolean;
  /** The user's last application was rejected: why, so they can do better this time. */
  rejection?: { reason: string | null } | null;
}

function listOf(labels: string[], and: string): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')}${and}${labels[labels.length - 1]}`;
}

export default function MerchantApplication({
  userId,
  email,
  sellerRequired = false,
  rejection = null,
  connection,
  texts: t,
  lang,
}: Props) {
  const application = useMerchantApplication(userId, email, t);
  const { step, text, files, chooseAgain, alert, busy, started } = application;
  // The checks and the server say their messages in English; each is shown in the page's language.
  const errors = errorsIn(application.errors, sayIn(t));

  if (application.submitted)
    return (
      <ApplicationSubmitted
        email={text.contactEmail || email}
        headingRef={application.successRef}
        texts={t.submitted}
        lang={lang}
      />
    );

  const missingAgain = chooseAgain.filter((field) => !files[field]);
  const textStep = { text, errors, texts: t, onEdit: application.editText };
  const fileStep = { ...textStep, files, chooseAgain, onChoose: application.chooseFile };

  return (
    <div className={styles.wrap}>
      {sellerRequired && (
        <p className={`${styles.banner} ${styles.bannerInfo}`} role="status">
          {t.sellerRequired}
        </p>
      )}
      {rejection && (
        <div className={`${styles.banner} ${styles.bannerDanger}`}>
          <strong>{t.rejected}</strong>
          {rejection.reason && (
            <span>
              {/* The administrator's own words. */}
              {t.reason} <span translate="no">{rejection.reason}</span>
            </span>
          )}
          <span>{t.applyAgain}</span>
        </div>
      )}
      <StepProgress step={step} titles={t.stepTitles} label={t.progress} completed={t.completed} />

      <form
        id="merchant-application"
        className={`card ${styles.card}`}
        onSubmit={application.onSubmit}
        noValidate
        aria-labelledby="application-step-title"
      >
        <div className={styles.head}>
          <p className={styles.count}>{fill(t.stepCount, { step, count: STEP_COUNT })}</p>
          <h2 id="application-step-title" ref={application.headingRef} tabIndex={-1}>
            {t.stepTitles[step - 1]}
          </h2>
          <p className={styles.muted}>{t.stepIntros[step - 1]}</p>
        </div>

        {application.offline && <ConnectionNotice texts={connection} onRetry={application.retry} busy={busy} />}
        {alert && (
          <div className={formStyles.alert} role="alert">
            {alert}
          </div>
        )}
        {missingAgain.length > 0 && (
          <div className={formStyles.notice} role="status">
            {fill(t.restored, {
              files: listOf(
                missingAgain.map((f: FileField) => t.files[f]),
                t.and,
              ),
            })}
          </div>
        )}

        <IntroStep hidden={step !== 1} texts={t.intro} />
        <BusinessStep hidden={step !== 2} {...textStep} />
        <ContactStep hidden={step !== 3} {...textStep} />
        <DocumentsStep hidden={step !== 4} {...fileStep} />
        <IdentityStep hidden={step !== 5} {...fileStep} />
        <ReviewStep
          hidden={step !== 6}
          text={text}
          agreements={application.agreements}
          errors={errors}
          texts={t}
          onAgree={application.agree}
        />

        <div className={styles.actions}>
          {step === 1 ? (
            <a className="btn btn-outline" href={localisedPath('/', lang)}>
              {t.cancel}
            </a>
          ) : (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={application.back}>
              {t.previous}
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={!started || busy} aria-busy={busy || undefined}>
            {step < STEP_COUNT ? t.next : busy ? t.submitting : t.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
