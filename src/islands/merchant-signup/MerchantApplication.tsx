/**
 * The merchant application: six steps, each checked on Next Step with the shared rules, then one real
 * request that sends the text and the files to the server (which checks everything again and stores the
 * files). The text and the step survive a reload (see application-draft.ts); the files cannot.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { actions } from 'astro:actions';
import {
  APPLICATION_STATES,
  BUSINESS_TYPES,
  DOCUMENT_FIELDS,
  ID_TYPES,
  STEP_TITLES,
  TEXT_LIMITS,
  validateApplication,
  validateStep,
  type ApplicationErrors,
  type ApplicationText,
  type FileField,
} from '../../lib/merchant-application';
import {
  clearDraft,
  FILE_FIELDS,
  loadDraft,
  saveDraft,
  STEP_COUNT,
  TEXT_FIELDS,
  type DraftText,
  type TextField,
} from './application-draft';
import { FieldError, InputField, Required, SelectField, TextAreaField } from '../form/Field';
import { useEarlyInput, withEarlyInput } from '../form/early-input';
import formStyles from '../form/Form.module.css';
import { fieldMessages, refusal } from '../form/refusal';
import styles from './MerchantApplication.module.css';

interface Props {
  userId: string;
  /** The signed-in user's email: the contact email to start with. */
  email: string;
  /** The seller area sent the user here (`?reason=seller-required`). */
  sellerRequired?: boolean;
  /** The user's last application was rejected: why, so they can do better this time. */
  rejection?: { reason: string | null } | null;
}

type Field = keyof ApplicationErrors;
type ChosenFiles = Partial<Record<FileField, File>>;

const FILE_LABELS: Record<FileField, string> = {
  businessLicense: 'Business License',
  businessRegistration: 'Business Registration Certificate',
  taxDocument: 'Tax Document',
  idFrontImage: 'ID Front Image',
  idBackImage: 'ID Back Image',
  selfieImage: 'Selfie with ID',
};

/** Which step holds which field: a server refusal brings the applicant back to the first one. */
const STEP_FIELDS: Record<number, readonly Field[]> = {
  2: ['businessName', 'businessDescription', 'businessType', 'businessRegistrationNumber'],
  3: ['contactEmail', 'contactPhone', 'addressLine1', 'addressLine2', 'city', 'state', 'postalCode', 'website'],
  4: DOCUMENT_FIELDS,
  5: ['idType', 'idNumber', 'idFrontImage', 'idBackImage', 'selfieImage'],
  6: ['agreeToTerms', 'agreeToPrivacy'],
};

const stepOf = (field: Field): number =>
  Number(Object.entries(STEP_FIELDS).find(([, fields]) => fields.includes(field))?.[0] ?? 6);

const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';
const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';

const STEP_INTROS = [
  'Sell your products to buyers across Labuan.',
  'Tell us about your business.',
  'How buyers and our team can reach you.',
  'Upload your business documents for verification.',
  'Verify your identity (KYC).',
  'Review your application and accept the terms.',
] as const;

const emptyText = (email: string): DraftText =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, field === 'contactEmail' ? email : ''])) as DraftText;

function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function listOf(labels: string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

export default function MerchantApplication({ userId, email, sellerRequired = false, rejection = null }: Props) {
  const [step, setStep] = useState(1);
  const [text, setText] = useState<DraftText>(() => emptyText(email));
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [agreeToPrivacy, setAgreeToPrivacy] = useState(false);
  const [files, setFiles] = useState<ChosenFiles>({});
  /** Files chosen before a reload, which the browser could not keep. */
  const [chooseAgain, setChooseAgain] = useState<FileField[]>([]);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [restored, setRestored] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const focusInvalid = useRef(false);

  const application: ApplicationText = { ...text, agreeToTerms, agreeToPrivacy };

  // The draft is read after the first render, so that the first render matches the server's HTML.
  useEffect(() => {
    const draft = loadDraft(userId);
    if (draft) {
      setText((current) => ({ ...current, ...draft.text }));
      setStep(draft.step);
      setChooseAgain(draft.files);
    }
    setRestored(true);
  }, [userId]);

  // What was typed before the island started wins over the saved draft: it is taken over after it.
  const started = useEarlyInput('merchant-application', (changed) => {
    setText((current) => withEarlyInput(current, changed));
    if (typeof changed.agreeToTerms === 'boolean') setAgreeToTerms(changed.agreeToTerms);
    if (typeof changed.agreeToPrivacy === 'boolean') setAgreeToPrivacy(changed.agreeToPrivacy);
    const early: ChosenFiles = {};
    for (const field of FILE_FIELDS) {
      const chosen = changed[field];
      if (chosen instanceof FileList && chosen[0]) early[field] = chosen[0];
    }
    if (Object.keys(early).length === 0) return;
    setFiles((current) => ({ ...current, ...early }));
    setChooseAgain((current) => current.filter((field) => !early[field]));
  });

  useEffect(() => {
    if (!restored || submitted) return;
    const chosen = FILE_FIELDS.filter((field) => files[field] || chooseAgain.includes(field));
    saveDraft(userId, { step, text, files: chosen });
  }, [restored, submitted, userId, step, text, files, chooseAgain]);

  // A new step announces itself: focus goes to its heading (not on the first render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of step
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [step]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each refusal has rendered its errors
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    document.querySelector<HTMLElement>(`[data-step="${step}"] [aria-invalid="true"]`)?.focus();
  }, [errors, step]);

  useEffect(() => {
    if (submitted) successRef.current?.focus();
  }, [submitted]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const editText = (field: TextField, value: string) => {
    setText((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const chooseFile = (field: FileField, file: File | undefined) => {
    const next = { ...files, [field]: file };
    setFiles(next);
    setChooseAgain((current) => current.filter((f) => f !== field));
    // A wrong file is named at once, with the same rule Next Step applies.
    const message = file ? validateStep(stepOf(field), application, next)[field] : undefined;
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const showErrors = (found: ApplicationErrors) => {
    setErrors(found);
    focusInvalid.current = true;
  };

  const submitApplication = async () => {
    setAlert(null);
    const found = validateApplication(application, files);
    const problems = Object.keys(found) as Field[];
    if (problems.length > 0) {
      const first = Math.min(...problems.map(stepOf));
      if (first !== step) goTo(first);
      showErrors(found);
      return;
    }
    const form = new FormData();
    for (const field of TEXT_FIELDS) form.append(field, text[field]);
    if (agreeToTerms) form.append('agreeToTerms', 'on');
    if (agreeToPrivacy) form.append('agreeToPrivacy', 'on');
    for (const field of FILE_FIELDS) {
      const file = files[field];
      if (file) form.append(field, file, file.name);
    }
    setBusy(true);
    try {
      const { data, error } = await actions.merchant.apply(form);
      if (data) {
        clearDraft(userId);
        setSubmitted(true);
        window.scrollTo({ top: 0 });
        return;
      }
      refused(error);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const refused = (error: unknown) => {
    const found: ApplicationErrors = fieldMessages<Field>(error);
    const fields = Object.keys(found) as Field[];
    if (fields.length > 0) {
      const first = Math.min(...fields.map(stepOf));
      if (first !== step) goTo(first);
      showErrors(found);
      setAlert('Please check the details marked below.');
      return;
    }
    const { code, message } = refusal(error);
    console.error('The merchant application was not accepted', error);
    if (code === 'CONFLICT' || code === 'UNAUTHORIZED' || code === 'FORBIDDEN') setAlert(message);
    else if (code === 'CONTENT_TOO_LARGE') setAlert('Your files are too large to send together. Please choose smaller files and try again.');
    else setAlert('Your application could not be sent. Please check your connection and try again.');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step === STEP_COUNT) {
      void submitApplication();
      return;
    }
    const found = validateStep(step, application, files);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setAlert(null);
    goTo(step + 1);
  };

  if (submitted) {
    return (
      <section className={`card ${styles.success}`} aria-labelledby="application-success">
        <div className={styles.tick} aria-hidden="true">
          ✓
        </div>
        <h2 id="application-success" ref={successRef} tabIndex={-1}>
          Application Submitted Successfully!
        </h2>
        <p className={styles.muted}>
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
                <span className={styles.muted}>We verify your documents within 2-3 business days.</span>
              </span>
            </li>
            <li>
              <span className={styles.nextNumber} aria-hidden="true">
                2
              </span>
              <span>
                <strong>Email Notification</strong>
                <span className={styles.muted}>We email you at {text.contactEmail || email} once your application has been reviewed.</span>
              </span>
            </li>
            <li>
              <span className={styles.nextNumber} aria-hidden="true">
                3
              </span>
              <span>
                <strong>Start Selling</strong>
                <span className={styles.muted}>Once approved, you can set up your store and list your products.</span>
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

  const typeLabel = BUSINESS_TYPES.find((t) => t.value === text.businessType)?.label ?? '';
  const location = [text.city.trim(), text.state].filter(Boolean).join(', ');
  const missingAgain = chooseAgain.filter((field) => !files[field]);

  const textInput = (
    field: TextField,
    label: string,
    { wide, ...options }: { required?: boolean; wide?: boolean; type?: string; placeholder?: string; autoComplete?: string; inputMode?: 'numeric' | 'text' | 'tel' | 'email' | 'url' } = {},
  ) => (
    <InputField
      id={field}
      name={field}
      label={label}
      value={text[field]}
      error={errors[field]}
      maxLength={TEXT_LIMITS[field]}
      fieldClassName={wide ? styles.wide : undefined}
      onChange={(value) => editText(field, value)}
      {...options}
    />
  );

  const fileInput = (field: FileField, label: string, hint?: string) => (
    <FileInput
      id={field}
      label={label}
      hint={hint}
      accept={(DOCUMENT_FIELDS as readonly string[]).includes(field) ? DOCUMENT_ACCEPT : PICTURE_ACCEPT}
      required={field !== 'taxDocument'}
      file={files[field]}
      chooseAgain={chooseAgain.includes(field)}
      error={errors[field]}
      onChoose={(file) => chooseFile(field, file)}
    />
  );

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

      <form id="merchant-application" className={`card ${styles.card}`} onSubmit={onSubmit} noValidate aria-labelledby="application-step-title">
        <div className={styles.head}>
          <p className={styles.count}>
            Step {step} of {STEP_COUNT}
          </p>
          <h2 id="application-step-title" ref={headingRef} tabIndex={-1}>
            {STEP_TITLES[step - 1]}
          </h2>
          <p className={styles.muted}>{STEP_INTROS[step - 1]}</p>
        </div>

        {alert && (
          <div className={formStyles.alert} role="alert">
            {alert}
          </div>
        )}
        {missingAgain.length > 0 && (
          <div className={formStyles.notice} role="status">
            Your saved application was restored. Files cannot be kept after a reload: please choose {listOf(missingAgain.map((f) => FILE_LABELS[f]))} again.
          </div>
        )}

        <div data-step="1" hidden={step !== 1} className={styles.body}>
          <ul className={styles.benefits}>
            <li>
              <span className={styles.benefitIcon} aria-hidden="true">
                RM0
              </span>
              <strong>Zero setup fees</strong>
              <span className={styles.muted}>No sign-up or monthly fees to open your store.</span>
            </li>
            <li>
              <span className={styles.benefitIcon} aria-hidden="true">
                <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />
                  <path d="m9 12 2 2 4-4" />
                </svg>
              </span>
              <strong>Secure platform</strong>
              <span className={styles.muted}>Your documents are stored securely and seen only by our review team.</span>
            </li>
            <li>
              <span className={styles.benefitIcon} aria-hidden="true">
                <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
                  <circle cx="12" cy="9.5" r="2.5" />
                </svg>
              </span>
              <strong>Local focus</strong>
              <span className={styles.muted}>Reach buyers right here in Labuan.</span>
            </li>
          </ul>
          <div className={styles.howItWorks}>
            <h3>How it works</h3>
            <p>Complete all 6 steps, then document verification (2-3 business days), then start selling.</p>
          </div>
          <div>
            <h3 className={styles.subheading}>What you will need</h3>
            <ul className={styles.needs}>
              <li>Your business details and registration number</li>
              <li>Your business license and registration certificate (PDF, JPG or PNG)</li>
              <li>An identity document (IC or passport) and a selfie holding it</li>
            </ul>
          </div>
        </div>

        <div data-step="2" hidden={step !== 2} className={`${styles.body} ${styles.grid}`}>
          {textInput('businessName', 'Business Name', { required: true, wide: true, autoComplete: 'organization' })}
          <TextAreaField
            id="businessDescription"
            label="Business Description"
            fieldClassName={styles.wide}
            textareaClassName={styles.textarea}
            value={text.businessDescription}
            maxLength={TEXT_LIMITS.businessDescription}
            required
            placeholder="What do you sell, and what makes it special?"
            error={errors.businessDescription}
            onChange={(value) => editText('businessDescription', value)}
          />
          <SelectField
            id="businessType"
            name="businessType"
            required
            label="Business Type"
            placeholder="Select business type"
            value={text.businessType}
            error={errors.businessType}
            options={BUSINESS_TYPES}
            onChange={(value) => editText('businessType', value)}
          />
          {textInput('businessRegistrationNumber', 'Registration Number', { required: true, placeholder: 'e.g. 202401012345' })}
        </div>

        <div data-step="3" hidden={step !== 3} className={`${styles.body} ${styles.grid}`}>
          {textInput('contactEmail', 'Contact Email', { required: true, type: 'email', autoComplete: 'email' })}
          {textInput('contactPhone', 'Contact Phone', { required: true, type: 'tel', autoComplete: 'tel', placeholder: '+60 12-345 6789' })}
          {textInput('addressLine1', 'Address Line 1', { required: true, wide: true, autoComplete: 'address-line1' })}
          {textInput('addressLine2', 'Address Line 2 (optional)', { wide: true, autoComplete: 'address-line2' })}
          {textInput('city', 'City', { required: true, autoComplete: 'address-level2' })}
          <SelectField
            id="state"
            name="state"
            required
            label="State"
            placeholder="Select state"
            value={text.state}
            error={errors.state}
            options={APPLICATION_STATES.map((state) => ({ value: state, label: state }))}
            onChange={(value) => editText('state', value)}
          />
          {textInput('postalCode', 'Postal Code', { required: true, autoComplete: 'postal-code', inputMode: 'numeric' })}
          {textInput('website', 'Website (optional)', { type: 'url', autoComplete: 'url', placeholder: 'https://' })}
        </div>

        <div data-step="4" hidden={step !== 4} className={`${styles.body} ${styles.files}`}>
          <p className={styles.note}>Supported formats: PDF, JPG, PNG (Max 5MB each)</p>
          {fileInput('businessLicense', 'Business License')}
          {fileInput('businessRegistration', 'Business Registration Certificate')}
          {fileInput('taxDocument', 'Tax Document (optional)')}
        </div>

        <div data-step="5" hidden={step !== 5} className={`${styles.body} ${styles.grid}`}>
          <SelectField
            id="idType"
            name="idType"
            required
            label="ID Type"
            placeholder="Select ID type"
            value={text.idType}
            error={errors.idType}
            options={ID_TYPES}
            onChange={(value) => editText('idType', value)}
          />
          {textInput('idNumber', 'ID Number', { required: true })}
          <p className={`${styles.note} ${styles.wide}`}>Supported formats: JPG, PNG, WebP (Max 5MB each)</p>
          <div className={`${styles.wide} ${styles.files}`}>
            {fileInput('idFrontImage', 'ID Front Image')}
            {fileInput('idBackImage', 'ID Back Image')}
            {fileInput('selfieImage', 'Selfie with ID', 'A clear photo of your face holding your ID.')}
          </div>
        </div>

        <div data-step="6" hidden={step !== 6} className={styles.body}>
          <div className={styles.summary}>
            <h3 className={styles.subheading}>Application Summary</h3>
            <dl>
              <div>
                <dt>Business Name</dt>
                <dd>{text.businessName.trim() || '—'}</dd>
              </div>
              <div>
                <dt>Business Type</dt>
                <dd>{typeLabel || '—'}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{text.contactEmail.trim() || '—'}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{location || '—'}</dd>
              </div>
            </dl>
          </div>
          <p className={styles.muted}>
            Your application and documents will be reviewed before your merchant account is activated. You will hear from us within 2-3 business days.
          </p>
          <Checkbox
            id="agreeToTerms"
            label="I agree to the Terms of Service and the Merchant Agreement"
            checked={agreeToTerms}
            error={errors.agreeToTerms}
            onChange={(checked) => {
              setAgreeToTerms(checked);
              setErrors((current) => ({ ...current, agreeToTerms: undefined }));
            }}
          />
          <Checkbox
            id="agreeToPrivacy"
            label="I agree to the Privacy Policy and to the processing of my documents for verification"
            checked={agreeToPrivacy}
            error={errors.agreeToPrivacy}
            onChange={(checked) => {
              setAgreeToPrivacy(checked);
              setErrors((current) => ({ ...current, agreeToPrivacy: undefined }));
            }}
          />
        </div>

        <div className={styles.actions}>
          {step === 1 ? (
            <a className="btn btn-outline" href="/">
              Cancel
            </a>
          ) : (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => {
                setAlert(null);
                goTo(step - 1);
              }}
            >
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

function StepProgress({ step }: { step: number }) {
  return (
    <ol className={styles.progress} aria-label="Application steps">
      {STEP_TITLES.map((title, index) => {
        const number = index + 1;
        const state = number < step ? styles.done : number === step ? styles.current : styles.todo;
        return (
          <li key={title} className={`${styles.progressStep} ${state}`} aria-current={number === step ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true">
              {number < step ? '✓' : number}
            </span>
            <span className={styles.stepName}>
              {title}
              {number < step && <span className="visually-hidden"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

interface FileInputProps {
  id: FileField;
  label: string;
  accept: string;
  required: boolean;
  file?: File;
  chooseAgain: boolean;
  hint?: string;
  error?: string;
  onChoose: (file: File | undefined) => void;
}

function FileInput({ id, label, accept, required, file, chooseAgain, hint, error, onChoose }: FileInputProps): ReactNode {
  const described = [hint && `${id}-hint`, file && `${id}-chosen`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`field ${styles.fileField} ${error ? styles.fileInvalid : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <Required />}
      </label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <input
        id={id}
        name={id}
        type="file"
        className={styles.fileInput}
        accept={accept}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChoose(e.target.files?.[0] ?? undefined)}
      />
      {file ? (
        <span id={`${id}-chosen`} className={styles.chosen}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6Z" />
            <path d="M14 3v6h6" />
          </svg>
          <span className={styles.chosenName}>{file.name}</span>
          <span className={styles.chosenSize}>{formatFileSize(file.size)}</span>
        </span>
      ) : (
        chooseAgain && <span className={styles.again}>Please choose this file again.</span>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

interface CheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

function Checkbox({ id, label, checked, error, onChange }: CheckboxProps): ReactNode {
  return (
    <div className={styles.checkField}>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      <FieldError id={id} message={error} />
    </div>
  );
}
