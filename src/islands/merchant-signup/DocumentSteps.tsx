/** Steps 4 and 5: the business documents, then the applicant's identity (KYC). */
import { DOCUMENT_FIELDS, ID_TYPES, type FileField } from '../../lib/merchant-application';
import type { ChosenFiles } from './use-merchant-application';
import { TextInput, type TextStepProps } from './DetailsSteps';
import FileInput from './FileInput';
import { SelectField } from '../form/Field';
import shared from './MerchantApplication.module.css';
import { fill } from '../../i18n/fill';

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
  texts,
  onChoose,
}: Omit<FileStepProps, 'hidden'> & { field: FileField; label?: string; hint?: string }) {
  return (
    <FileInput
      id={field}
      label={label ?? texts.files[field]}
      chooseAgainText={texts.chooseAgain}
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
      <p className={shared.note}>{form.texts.documentFormats}</p>
      <ApplicationFile {...form} field="businessLicense" />
      <ApplicationFile {...form} field="businessRegistration" />
      <ApplicationFile
        {...form}
        field="taxDocument"
        label={fill(form.texts.optional, { label: form.texts.files.taxDocument })}
      />
    </div>
  );
}

export function IdentityStep({ hidden, ...form }: FileStepProps) {
  const { text, errors, onEdit, texts } = form;
  return (
    <div data-step="5" hidden={hidden} className={`${shared.body} ${shared.grid}`}>
      <SelectField
        id="idType"
        name="idType"
        required
        label={texts.fields.idType}
        placeholder={texts.fields.idTypePlaceholder}
        value={text.idType}
        error={errors.idType}
        options={ID_TYPES.map(({ value }) => ({ value, label: texts.idTypes[value] }))}
        onChange={(value) => onEdit('idType', value)}
      />
      <TextInput text={text} errors={errors} onEdit={onEdit} field="idNumber" label={texts.fields.idNumber} required />
      <p className={`${shared.note} ${shared.wide}`}>{texts.pictureFormats}</p>
      <div className={`${shared.wide} ${shared.files}`}>
        <ApplicationFile {...form} field="idFrontImage" />
        <ApplicationFile {...form} field="idBackImage" />
        <ApplicationFile {...form} field="selfieImage" hint={texts.selfieHint} />
      </div>
    </div>
  );
}
