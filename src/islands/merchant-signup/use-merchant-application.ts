/**
 * The merchant application's state: the step, the text (kept as a draft across a reload, see
 * application-draft.ts), the chosen files, the messages, and the one request that sends it all. Each step is
 * checked on Next Step with the shared rules; the server checks everything again.
 */
import { shrinkPicture } from '../form/shrink-picture';
import { MAX_DOCUMENT_SIDE } from '../../lib/pictures';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import {
  DOCUMENT_FIELDS,
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
import { useEarlyInput, withEarlyInput } from '../form/early-input';
import { fieldMessages, refusal } from '../form/refusal';
import { useSave } from '../form/use-save';
import { sayIn, type ApplicationTexts } from './application-texts';
import { decodeRefusal } from '../../lib/refusals';

export type Field = keyof ApplicationErrors;
export type ChosenFiles = Partial<Record<FileField, File>>;
export type Agreement = 'agreeToTerms' | 'agreeToPrivacy';

/** Which step holds which field: a refusal brings the applicant back to the first one. */
const STEP_FIELDS: Record<number, readonly Field[]> = {
  2: ['businessName', 'businessDescription', 'businessType', 'businessRegistrationNumber'],
  3: ['contactEmail', 'contactPhone', 'addressLine1', 'addressLine2', 'city', 'state', 'postalCode', 'website'],
  4: DOCUMENT_FIELDS,
  5: ['idType', 'idNumber', 'idFrontImage', 'idBackImage', 'selfieImage'],
  6: ['agreeToTerms', 'agreeToPrivacy'],
};

const stepOf = (field: Field): number =>
  Number(Object.entries(STEP_FIELDS).find(([, fields]) => fields.includes(field))?.[0] ?? 6);

const emptyText = (email: string): DraftText =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, field === 'contactEmail' ? email : ''])) as DraftText;

export function useMerchantApplication(userId: string, email: string, t: ApplicationTexts) {
  const [step, setStep] = useState(1);
  const [text, setText] = useState<DraftText>(() => emptyText(email));
  const [agreements, setAgreements] = useState<Record<Agreement, boolean>>({
    agreeToTerms: false,
    agreeToPrivacy: false,
  });
  const [files, setFiles] = useState<ChosenFiles>({});
  /** Files chosen before a reload, which the browser could not keep. */
  const [chooseAgain, setChooseAgain] = useState<FileField[]>([]);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const { busy: sending, failed, send } = useSave();
  const busy = sending !== null;
  const [submitted, setSubmitted] = useState(false);
  const [restored, setRestored] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const focusInvalid = useRef(false);

  const application: ApplicationText = { ...text, ...agreements };

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
    setAgreements((current) => withEarlyInput(current, changed));
    const early: ChosenFiles = {};
    for (const field of FILE_FIELDS) {
      const chosen = changed[field];
      if (chosen instanceof FileList && chosen[0]) early[field] = chosen[0];
    }
    if (Object.keys(early).length === 0) return;
    setFiles((current) => ({ ...current, ...early }));
    setChooseAgain((current) => current.filter((field) => !early[field]));
  });

  // Saved as soon as the change is rendered, not after the next paint (when an effect runs): a reload or a
  // closed tab straight after typing keeps what was typed, and nothing saved later overwrites what replaced it.
  useLayoutEffect(() => {
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

  const agree = (field: Agreement, checked: boolean) => {
    setAgreements((current) => ({ ...current, [field]: checked }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const chooseFile = async (field: FileField, chosen: File | undefined) => {
    // A photo of a document is made small here, legible still (at most 2000 px); a PDF goes as it is.
    const file = chosen?.type.startsWith('image/') ? (await shrinkPicture(chosen, MAX_DOCUMENT_SIDE)).file : chosen;
    const next = { ...files, [field]: file };
    // Another file chosen while this one was made small is kept.
    setFiles((current) => ({ ...current, [field]: file }));
    setChooseAgain((current) => current.filter((f) => f !== field));
    // A wrong file is named at once, with the same rule Next Step applies.
    const message = file ? validateStep(stepOf(field), application, next)[field] : undefined;
    setErrors((current) => ({ ...current, [field]: message }));
  };

  /** Shows the messages, on the step of the first field named. */
  const showErrors = (found: ApplicationErrors) => {
    const fields = Object.keys(found) as Field[];
    const first = Math.min(...fields.map(stepOf));
    if (first !== step) goTo(first);
    setErrors(found);
    focusInvalid.current = true;
  };

  const submitApplication = async () => {
    setAlert(null);
    const found = validateApplication(application, files);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    const form = new FormData();
    for (const field of TEXT_FIELDS) form.append(field, text[field]);
    if (agreements.agreeToTerms) form.append('agreeToTerms', 'on');
    if (agreements.agreeToPrivacy) form.append('agreeToPrivacy', 'on');
    for (const field of FILE_FIELDS) {
      const file = files[field];
      if (file) form.append(field, file, file.name);
    }
    await send(true, () => actions.merchant.apply(form), {
      saved: () => {
        clearDraft(userId);
        setSubmitted(true);
        window.scrollTo({ top: 0 });
      },
      refused,
    });
  };

  const refused = (error: unknown) => {
    const found: ApplicationErrors = fieldMessages<Field>(error);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      setAlert(t.checkDetails);
      return;
    }
    const { code, message } = refusal(error);
    console.error('The merchant application was not accepted', error);
    if (code === 'CONFLICT' || code === 'UNAUTHORIZED' || code === 'FORBIDDEN') {
      setAlert(decodeRefusal(message) ? sayIn(t)(message) : t.notSent);
    } else if (code === 'CONTENT_TOO_LARGE') setAlert(t.tooLarge);
    else setAlert(t.notSent);
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

  const back = () => {
    setAlert(null);
    goTo(step - 1);
  };

  return {
    step,
    text,
    agreements,
    files,
    chooseAgain,
    errors,
    alert,
    busy,
    offline: failed !== null,
    retry: () => void submitApplication(),
    submitted,
    started,
    headingRef,
    successRef,
    editText,
    agree,
    chooseFile,
    onSubmit,
    back,
  };
}
