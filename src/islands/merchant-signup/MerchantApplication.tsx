/**
 * The merchant application: six steps, each checked on Next Step with the shared rules, then one real
 * request that sends the text and the files to the server (which checks everything again and stores the
 * files). The text and the step survive a reload (see application-draft.ts); the files cannot.
 */
import { STEP_TITLES, type FileField } from '../../lib/merchant-application';
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

const FILE_LABELS: Record<FileField, string> = {
  businessLicense: 'Business License',
  businessRegistration: 'Business Registration Certificate',
  taxDocument: 'Tax Document',
  idFrontImage: 'ID Front Image',
  idBackImage: 'ID Back Image',
  selfieImage: 'Selfie with ID',
};

const STEP_INTROS = [
  'Sell your products to buyers across Labuan.',
  'Tell us about your business.',
  'How buyers and our team can reach you.',
  'Upload your business documents for verification.',
  'Verify your identity (KYC).',
  'Review your application and accept the terms.',
] as const;

function listOf(labels: string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

export default function MerchantApplication({
  userId,
  email,
  sellerRequired = false,
  rejection = null,
  connection,
}: Props) {
  const application = useMerchantApplication(userId, email);
  const { step, text, files, chooseAgain, errors, alert, busy, started } = application;

  if (application.submitted)
    return <ApplicationSubmitted email={text.contactEmail || email} headingRef={application.successRef} />;

  const missingAgain = chooseAgain.filter((field) => !files[field]);
  const textStep = { text, errors, onEdit: application.editText };
  const fileStep = { ...textStep, files, chooseAgain, onChoose: application.chooseFile };

  return (
    <div className={styles.wrap}>
      {sellerRequired && (
        <p className={`${styles.banner} ${styles.bannerInfo}`} role="status">
          You need an approved seller account to open the seller area. Apply below to become a merchant.
        </p>
      )}
      {rejection && (
        <div className={`${styles.banner} ${styles.bannerDanger}`}>
          <strong>Your previous application was not approved.</strong>
          {rejection.reason && <span>Reason: {rejection.reason}</span>}
          <span>You can correct the details and apply again below.</span>
        </div>
      )}
      <StepProgress step={step} />

      <form
        id="merchant-application"
        className={`card ${styles.card}`}
        onSubmit={application.onSubmit}
        noValidate
        aria-labelledby="application-step-title"
      >
        <div className={styles.head}>
          <p className={styles.count}>
            Step {step} of {STEP_COUNT}
          </p>
          <h2 id="application-step-title" ref={application.headingRef} tabIndex={-1}>
            {STEP_TITLES[step - 1]}
          </h2>
          <p className={styles.muted}>{STEP_INTROS[step - 1]}</p>
        </div>

        {application.offline && <ConnectionNotice texts={connection} onRetry={application.retry} busy={busy} />}
        {alert && (
          <div className={formStyles.alert} role="alert">
            {alert}
          </div>
        )}
        {missingAgain.length > 0 && (
          <div className={formStyles.notice} role="status">
            Your saved application was restored. Files cannot be kept after a reload: please choose{' '}
            {listOf(missingAgain.map((f) => FILE_LABELS[f]))} again.
          </div>
        )}

        <IntroStep hidden={step !== 1} />
        <BusinessStep hidden={step !== 2} {...textStep} />
        <ContactStep hidden={step !== 3} {...textStep} />
        <DocumentsStep hidden={step !== 4} {...fileStep} />
        <IdentityStep hidden={step !== 5} {...fileStep} />
        <ReviewStep
          hidden={step !== 6}
          text={text}
          agreements={application.agreements}
          errors={errors}
          onAgree={application.agree}
        />

        <div className={styles.actions}>
          {step === 1 ? (
            <a className="btn btn-outline" href="/">
              Cancel
            </a>
          ) : (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={application.back}>
              Previous
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={!started || busy} aria-busy={busy || undefined}>
            {step < STEP_COUNT ? 'Next Step' : busy ? 'Submitting Application...' : 'Submit Application'}
          </button>
        </div>
      </form>
    </div>
  );
}
