/** Steps 4 and 5: the business documents, then the applicant's identity (KYC). */
import { DOCUMENT_FIELDS, ID_TYPES, type FileField } from '../../lib/merchant-application';
import type { ChosenFiles } from './use-merchant-application';
import { TextInput, type TextStepProps } from './DetailsSteps';
import FileInput from './FileInput';
import { SelectField } from '../form/Field';
import shared from './MerchantApplication.module.css';

const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';
const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';

interface FileStepProps extends TextStepProps {
  files: ChosenFiles;
  chooseAgain: readonly FileField[];
  onChoose: (field: FileField, file: File | undefined) => void;
}

function ApplicationFile({
  field,
  label,
  hint,
  files,
  chooseAgain,
  errors,
  onChoose,
}: Omit<FileStepProps, 'hidden'> & { field: FileField; label: string; hint?: string }) {
  return (
    <FileInput
      id={field}
      label={label}
      hint={hint}
      accept={(DOCUMENT_FIELDS as readonly string[]).includes(field) ? DOCUMENT_ACCEPT : PICTURE_ACCEPT}
      required={field !== 'taxDocument'}
      file={files[field]}
      chooseAgain={chooseAgain.includes(field)}
      error={errors[field]}
      onChoose={(file) => onChoose(field, file)}
    />
  );
}

export function DocumentsStep({ hidden, ...form }: FileStepProps) {
  return (
    <div data-step="4" hidden={hidden} className={`${shared.body} ${shared.files}`}>
      <p className={shared.note}>Supported formats: PDF, JPG, PNG (Max 5MB each)</p>
      <ApplicationFile {...form} field="businessLicense" label="Business License" />
      <ApplicationFile {...form} field="businessRegistration" label="Business Registration Certificate" />
      <ApplicationFile {...form} field="taxDocument" label="Tax Document (optional)" />
    </div>
  );
}

export function IdentityStep({ hidden, ...form }: FileStepProps) {
  const { text, errors, onEdit } = form;
  return (
    <div data-step="5" hidden={hidden} className={`${shared.body} ${shared.grid}`}>
      <SelectField
        id="idType"
        name="idType"
        required
        label="ID Type"
        placeholder="Select ID type"
        value={text.idType}
        error={errors.idType}
        options={ID_TYPES}
        onChange={(value) => onEdit('idType', value)}
      />
      <TextInput text={text} errors={errors} onEdit={onEdit} field="idNumber" label="ID Number" required />
      <p className={`${shared.note} ${shared.wide}`}>Supported formats: JPG, PNG, WebP (Max 5MB each)</p>
      <div className={`${shared.wide} ${shared.files}`}>
        <ApplicationFile {...form} field="idFrontImage" label="ID Front Image" />
        <ApplicationFile {...form} field="idBackImage" label="ID Back Image" />
        <ApplicationFile
          {...form}
          field="selfieImage"
          label="Selfie with ID"
          hint="A clear photo of your face holding your ID."
        />
      </div>
    </div>
  );
}
