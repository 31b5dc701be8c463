/**
 * Store Settings' state: the settings as typed, what is saved (shown in the summary), the messages, the tab,
 * the chosen logo, and the one real request that saves it all (the server checks everything again).
 */
import { shrinkPicture } from '../form/shrink-picture';
import { MAX_LOGO_SIDE } from '../../lib/pictures';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { sniffContentType } from '../../lib/file-types';
import {
  FIELD_ORDER,
  FIELD_TAB,
  logoProblem,
  SAVED_BANNER_MS,
  validateSettings,
  type SettingsErrors,
  type SettingsField,
  type SettingsTab,
  type StoreSettings as Settings,
} from '../../lib/store-settings';
import { appendValues, fieldMessages, refusal } from '../form/refusal';
import { useEarlyInput, withEarlyInput } from '../form/early-input';
import { useSave } from '../form/use-save';
import type { SettingsAlert } from './texts';

/**
 * A logo chosen but not yet saved, made small in the browser (../form/shrink-picture.ts), with its preview as a
 * data: URL (which the CSP's img-src allows) and the chosen file's size.
 */
export type ChosenLogo = { file: File; preview: string | null; before: number };

const readPreview = (file: File) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });

export function useStoreSettings(initial: Settings, savedLogoUrl: string | null) {
  const [settings, setSettings] = useState<Settings>(initial);
  /** The identity shown in the summary card: what is saved, not what is being typed. */
  const [saved, setSaved] = useState({ displayName: initial.displayName, email: initial.email, logoUrl: savedLogoUrl });
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [tab, setTab] = useState<SettingsTab>('general');
  const { busy: sending, failed, send } = useSave();
  const busy = sending !== null;
  const [banner, setBanner] = useState(false);
  const [alert, setAlert] = useState<SettingsAlert | null>(null);
  const [logo, setLogo] = useState<ChosenLogo | null>(null);
  const started = useEarlyInput('store-settings', (changed) =>
    setSettings((current) => withEarlyInput(current, changed)),
  );
  const logoInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), SAVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const clearError = (field: SettingsField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  const edit = <K extends keyof Settings>(field: K, value: Settings[K]) => {
    setSettings((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const showErrors = (found: SettingsErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (!first) return;
    setTab(FIELD_TAB[first]);
    // The tab's panel is shown on the next render; focus its field then.
    requestAnimationFrame(() => document.getElementById(first === 'logo' ? 'logo-choose' : first)?.focus());
  };

  const forgetChosenLogo = () => {
    setLogo(null);
    if (logoInput.current) logoInput.current.value = '';
  };

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    clearError('logo');
    // Made small first: a phone's photo of the shop sign is within the limit once it is.
    const { file: sent, before } = await shrinkPicture(file, MAX_LOGO_SIDE);
    const head = new Uint8Array(await sent.slice(0, 16).arrayBuffer());
    const problem = logoProblem(sent.size, sniffContentType(head));
    if (problem) {
      forgetChosenLogo();
      setErrors((current) => ({ ...current, logo: problem }));
      return;
    }
    setLogo({ file: sent, preview: await readPreview(sent), before });
  };

  const save = async () => {
    if (busy) return;
    setAlert(null);
    setBanner(false);
    const found = validateSettings(settings);
    if (errors.logo) found.logo = errors.logo;
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    const form = new FormData();
    appendValues(form, settings);
    if (logo) form.append('logo', logo.file, logo.file.name);
    await send(true, () => actions.storeSettings.save(form), {
      saved: (data) => {
        setErrors({});
        setSaved({ displayName: settings.displayName.trim(), email: settings.email.trim(), logoUrl: data.logoUrl });
        forgetChosenLogo();
        setBanner(true);
      },
      refused,
    });
  };

  const refused = (error: unknown) => {
    console.error('The store settings were not saved', error);
    const found: SettingsErrors = fieldMessages<SettingsField>(error);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      setAlert({ own: 'notSavedFix' });
      return;
    }
    const { code, message } = refusal(error);
    if (code === 'CONTENT_TOO_LARGE') setAlert({ own: 'logoTooLargeToSend' });
    else if (
      ['BAD_REQUEST', 'CONFLICT', 'UNAUTHORIZED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR'].includes(code) &&
      message
    )
      setAlert({ refusal: message });
    else setAlert({ own: 'notSaved' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  return {
    settings,
    saved,
    errors,
    tab,
    setTab,
    busy,
    offline: failed !== null,
    retry: () => void save(),
    banner,
    alert,
    logo,
    started,
    logoInput,
    edit,
    chooseLogo,
    onSubmit,
  };
}
