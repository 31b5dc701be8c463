/** Step 6: a summary of the application and the two agreements. */
import { BUSINESS_TYPES, type ApplicationErrors } from '../../lib/merchant-application';
import type { DraftText } from './application-draft';
import type { Agreement } from './use-merchant-application';
import { FieldError } from '../form/Field';
import shared from './MerchantApplication.module.css';
import styles from './ReviewStep.module.css';
import { stateName } from './DetailsSteps';
import type { ApplicationTexts } from './application-texts';

interface Props {
  hidden: boolean;
  text: DraftText;
  agreements: Record<Agreement, boolean>;
  errors: ApplicationErrors;
  /** The form's texts in the page's language. */
  texts: ApplicationTexts;
  onAgree: (field: Agreement, checked: boolean) => void;
}

export default function ReviewStep({ hidden, text, agreements, errors, texts, onAgree }: Props) {
  const t = texts.review;
  const type = BUSINESS_TYPES.find((type) => type.value === text.businessType);
  const typeLabel = type ? texts.businessTypes[type.value] : '';
  const location = [text.city.trim(), text.state && stateName(texts, text.state)].filter(Boolean).join(', ');
  return (
    <div data-step="6" hidden={hidden} className={shared.body}>
      <div className={styles.summary}>
        <h3 className={shared.subheading}>{t.title}</h3>
        <dl>
          <div>
            <dt>{t.businessName}</dt>
            <dd translate="no">{text.businessName.trim() || '—'}</dd>
          </div>
          <div>
            <dt>{t.businessType}</dt>
            <dd>{typeLabel || '—'}</dd>
          </div>
          <div>
            <dt>{t.email}</dt>
            <dd translate="no">{text.contactEmail.trim() || '—'}</dd>
          </div>
          <div>
            <dt>{t.location}</dt>
            <dd>{location || '—'}</dd>
          </div>
        </dl>
      </div>
      <p className={shared.muted}>{t.text}</p>
      <Checkbox
        id="agreeToTerms"
        label={t.terms}
        checked={agreements.agreeToTerms}
        error={errors.agreeToTerms}
        onChange={(checked) => onAgree('agreeToTerms', checked)}
      />
      <Checkbox
        id="agreeToPrivacy"
        label={t.privacy}
        checked={agreements.agreeToPrivacy}
        error={errors.agreeToPrivacy}
        onChange={(checked) => onAgree('agreeToPrivacy', checked)}
      />
    </div>
  );
}

interface CheckboxProps {
  id: Agreement;
  label: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

function Checkbox({ id, label, checked, error, onChange }: CheckboxProps) {
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
