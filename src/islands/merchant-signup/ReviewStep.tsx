/** Step 6: a summary of the application and the two agreements. */
import { BUSINESS_TYPES, type ApplicationErrors } from '../../lib/merchant-application';
import type { DraftText } from './application-draft';
import type { Agreement } from './use-merchant-application';
import { FieldError } from '../form/Field';
import shared from './MerchantApplication.module.css';
import styles from './ReviewStep.module.css';

interface Props {
  hidden: boolean;
  text: DraftText;
  agreements: Record<Agreement, boolean>;
  errors: ApplicationErrors;
  onAgree: (field: Agreement, checked: boolean) => void;
}

export default function ReviewStep({ hidden, text, agreements, errors, onAgree }: Props) {
  const typeLabel = BUSINESS_TYPES.find((t) => t.value === text.businessType)?.label ?? '';
  const location = [text.city.trim(), text.state].filter(Boolean).join(', ');
  return (
    <div data-step="6" hidden={hidden} className={shared.body}>
      <div className={styles.summary}>
        <h3 className={shared.subheading}>Application Summary</h3>
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
      <p className={shared.muted}>
        Your application and documents will be reviewed before your merchant account is activated. You will hear from us
        within 2-3 business days.
      </p>
      <Checkbox
        id="agreeToTerms"
        label="I agree to the Terms of Service and the Merchant Agreement"
        checked={agreements.agreeToTerms}
        error={errors.agreeToTerms}
        onChange={(checked) => onAgree('agreeToTerms', checked)}
      />
      <Checkbox
        id="agreeToPrivacy"
        label="I agree to the Privacy Policy and to the processing of my documents for verification"
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
