/**
 * Store Settings: the seller's whole store profile in five tabs, checked here with the spec's rules (the
 * server checks them again) and saved by one real request. The colour preview is an SVG drawn with fill
 * attributes: the shop's CSP forbids style attributes, and SVG presentation attributes are not styles.
 * A chosen logo is previewed as a data: URL, which the CSP (img-src 'self' data:) allows.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { actions } from 'astro:actions';
import { initials } from '../../lib/rating';
import { sniffContentType } from '../../lib/file-types';
import {
  BUSINESS_TYPES,
  FIELD_ORDER,
  FIELD_TAB,
  isHexColor,
  LOGO_HINT,
  logoProblem,
  PROCESSING_TIMES,
  RETURN_WINDOWS,
  SAVED_BANNER_MS,
  SAVED_MESSAGE,
  SETTINGS_TABS,
  STORE_COUNTRIES,
  STOREFRONT_THEMES,
  TEXT_LIMITS,
  validateSettings,
  type SettingsErrors,
  type SettingsField,
  type SettingsTab,
  type StoreSettings as Settings,
} from '../../lib/store-settings';
import { FieldError, InputField, SelectField, SwitchRow, TextAreaField } from '../form/Field';
import formStyles from '../form/Form.module.css';
import { appendValues, fieldMessages, refusal } from '../form/refusal';
import { useEarlyInput, withEarlyInput } from '../form/early-input';
import styles from './StoreSettings.module.css';

interface Props {
  storeId: string;
  initial: Settings;
  logoUrl: string | null;
  status: 'active' | 'suspended';
  verificationStatus: 'pending' | 'verified';
}

type TextField = { [K in keyof Settings]: Settings[K] extends string ? K : never }[keyof Settings];
type SwitchField = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];
type Option = { value: string; label: string };

const readPreview = (file: File) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });

export default function StoreSettings({ storeId, initial, logoUrl: savedLogoUrl, status, verificationStatus }: Props): ReactNode {
  const [settings, setSettings] = useState<Settings>(initial);
  /** The identity shown in the summary card: what is saved, not what is being typed. */
  const [saved, setSaved] = useState({ displayName: initial.displayName, email: initial.email, logoUrl: savedLogoUrl });
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [tab, setTab] = useState<SettingsTab>('general');
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [logo, setLogo] = useState<{ file: File; preview: string | null } | null>(null);
  const started = useEarlyInput('store-settings', (changed) => setSettings((current) => withEarlyInput(current, changed)));
  const logoInput = useRef<HTMLInputElement>(null);
  const tabRefs = useRef<Partial<Record<SettingsTab, HTMLButtonElement | null>>>({});

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

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    clearError('logo');
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const problem = logoProblem(file.size, sniffContentType(head));
    if (problem) {
      setLogo(null);
      if (logoInput.current) logoInput.current.value = '';
      setErrors((current) => ({ ...current, logo: problem }));
      return;
    }
    setLogo({ file, preview: await readPreview(file) });
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
    setBusy(true);
    try {
      const { data, error } = await actions.storeSettings.save(form);
      if (data) {
        setErrors({});
        setSaved({ displayName: settings.displayName.trim(), email: settings.email.trim(), logoUrl: data.logoUrl });
        setLogo(null);
        if (logoInput.current) logoInput.current.value = '';
        setBanner(true);
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
    console.error('The store settings were not saved', error);
    const found: SettingsErrors = fieldMessages<SettingsField>(error);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      setAlert('Your settings were not saved. Please fix the errors below.');
      return;
    }
    const { code, message } = refusal(error);
    if (code === 'CONTENT_TOO_LARGE') setAlert('The logo is too large to send. Please choose an image of 2MB or smaller.');
    else if (['BAD_REQUEST', 'CONFLICT', 'UNAUTHORIZED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR'].includes(code) && message) setAlert(message);
    else setAlert('Your store settings could not be saved. Please check your connection and try again.');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SETTINGS_TABS.findIndex((t) => t.id === tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: SETTINGS_TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = SETTINGS_TABS[(moves[event.key]! + SETTINGS_TABS.length) % SETTINGS_TABS.length]!.id;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const described = (field: SettingsField, hint?: string) =>
    [hint, errors[field] ? `${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const text = (
    field: TextField,
    label: string,
    options: { required?: boolean; type?: string; maxLength?: number; placeholder?: string; autoComplete?: string; inputMode?: 'numeric' | 'url' | 'email' | 'tel' } = {},
  ) => {
    const { required, autoComplete = 'off', ...input } = options;
    return (
      <InputField {...input} id={field} name={field} label={label} marked={required} autoComplete={autoComplete} value={settings[field]} error={errors[field]} onChange={(value) => edit(field, value)} />
    );
  };

  const select = (field: TextField, label: string, options: readonly Option[]) => (
    <SelectField id={field} name={field} label={label} options={options} value={settings[field]} error={errors[field]} onChange={(value) => edit(field, value)} />
  );

  const switchRow = (field: SwitchField, label: string, hint: string) => (
    <SwitchRow id={field} label={label} hint={hint} checked={settings[field]} onToggle={() => edit(field, !settings[field])} />
  );

  const colour = (field: 'primaryColor' | 'accentColor', label: string) => {
    const value = settings[field];
    return (
      <div className="field">
        <label htmlFor={field}>{label}</label>
        <div className={styles.colourRow}>
          <input
            type="color"
            className={styles.picker}
            aria-label={`${label} picker`}
            value={isHexColor(value) ? value.toLowerCase() : initial[field].toLowerCase()}
            onChange={(e) => edit(field, e.target.value.toUpperCase())}
          />
          <input
            id={field}
            name={field}
            className={`input ${styles.hex}`}
            type="text"
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            value={value}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={described(field)}
            onChange={(e) => edit(field, e.target.value)}
          />
        </div>
        <FieldError id={field} message={errors[field]} />
      </div>
    );
  };

  const panel = (id: SettingsTab, title: string, children: ReactNode) => (
    <section
      id={`settings-panel-${id}`}
      role="tabpanel"
      aria-labelledby={`settings-tab-${id}`}
      className={`card ${formStyles.section} ${styles.panel}`}
      hidden={tab !== id}
    >
      <h2 className={formStyles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );

  const shownLogo = logo?.preview ?? saved.logoUrl;
  const primary = isHexColor(settings.primaryColor) ? settings.primaryColor : initial.primaryColor;
  const accent = isHexColor(settings.accentColor) ? settings.accentColor : initial.accentColor;

  return (
    <form id="store-settings" className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Store settings">
      <div className={`${formStyles.saveBar} ${formStyles.saveBarRow}`}>
        <a className="btn btn-outline" href={`/seller/${storeId}`} target="_blank" rel="noopener">
          Preview Store <span className="visually-hidden">(opens in a new tab)</span>
        </a>
        <button type="submit" className="btn btn-primary" disabled={!started || busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </button>
      </div>

      <div aria-live="polite" className={styles.messages}>
        {banner && (
          <p className={formStyles.success} role="status">
            {SAVED_MESSAGE}
          </p>
        )}
      </div>
      {alert && (
        <p className={formStyles.alert} role="alert">
          {alert}
        </p>
      )}

      <section className={`card ${styles.summary}`} aria-label="Store summary">
        {saved.logoUrl ? (
          <img className={styles.logo} src={saved.logoUrl} alt={`${saved.displayName} logo`} width="64" height="64" />
        ) : (
          <span className={`${styles.logo} ${styles.initials}`} aria-hidden="true">
            {initials(saved.displayName)}
          </span>
        )}
        <div className={styles.identity}>
          <p className={styles.storeName}>{saved.displayName}</p>
          <p className={styles.muted}>{saved.email}</p>
          <p className={styles.badges}>
            <span className={`badge ${status === 'active' ? 'tone-success' : 'tone-destructive'}`}>{status === 'active' ? 'Active' : 'Suspended'}</span>
            <span className={`badge ${verificationStatus === 'verified' ? 'tone-default' : 'tone-warning'}`}>
              {verificationStatus === 'verified' ? 'Verified' : 'Verification pending'}
            </span>
          </p>
        </div>
        <p className={styles.storeId}>
          <span className={styles.muted}>Store ID</span>
          <code>{storeId}</code>
        </p>
      </section>

      <div className={styles.tablist} role="tablist" aria-label="Settings sections">
        {SETTINGS_TABS.map((t) => {
          const hasError = FIELD_ORDER.some((field) => errors[field] && FIELD_TAB[field] === t.id);
          return (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`settings-tab-${t.id}`}
              aria-controls={`settings-panel-${t.id}`}
              aria-selected={tab === t.id}
              tabIndex={tab === t.id ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(t.id)}
              onKeyDown={onTabKey}
            >
              {t.label}
              {hasError && (
                <span className={styles.tabError}>
                  <span aria-hidden="true"> •</span>
                  <span className="visually-hidden"> (has errors)</span>
                </span>
              )}
            </button>
          );
        })}
      </div>

      {panel(
        'general',
        'General Information',
        <>
          <div className={formStyles.pair}>
            {text('businessName', 'Business Name', { required: true, maxLength: TEXT_LIMITS.businessName, autoComplete: 'organization' })}
            {text('displayName', 'Display Name', { required: true, maxLength: TEXT_LIMITS.displayName })}
          </div>
          <TextAreaField
            id="description"
            name="description"
            label="Description"
            textareaClassName={styles.textarea}
            rows={4}
            maxLength={TEXT_LIMITS.description}
            placeholder="Tell buyers about your store"
            value={settings.description}
            error={errors.description}
            onChange={(value) => edit('description', value)}
          />
          <div className={formStyles.pair}>
            {text('email', 'Email', { required: true, type: 'email', maxLength: TEXT_LIMITS.email, autoComplete: 'email' })}
            {text('phone', 'Phone', { required: true, type: 'tel', maxLength: TEXT_LIMITS.phone, autoComplete: 'tel' })}
          </div>
          {text('website', 'Website', { type: 'url', maxLength: TEXT_LIMITS.website, placeholder: 'https://', autoComplete: 'url' })}
          <fieldset className={styles.group}>
            <legend>Address</legend>
            {text('street', 'Street Address', { maxLength: TEXT_LIMITS.street, autoComplete: 'street-address' })}
            <div className={formStyles.pair}>
              {text('city', 'City', { maxLength: TEXT_LIMITS.city, autoComplete: 'address-level2' })}
              {text('state', 'State/Province', { maxLength: TEXT_LIMITS.state, autoComplete: 'address-level1' })}
            </div>
            <div className={formStyles.pair}>
              {text('zipCode', 'ZIP/Postal Code', { maxLength: TEXT_LIMITS.zipCode, autoComplete: 'postal-code' })}
              {select('country', 'Country', STORE_COUNTRIES.map((c) => ({ value: c, label: c })))}
            </div>
          </fieldset>
          <div className="field">
            <span id="logo-label">Store Logo</span>
            <div className={styles.logoRow}>
              {shownLogo ? (
                <img className={styles.logo} src={shownLogo} alt={logo ? 'New logo preview' : 'Current logo'} width="64" height="64" />
              ) : (
                <span className={`${styles.logo} ${styles.initials}`} aria-hidden="true">
                  {initials(settings.displayName || saved.displayName)}
                </span>
              )}
              <div className={styles.logoText}>
                <input
                  ref={logoInput}
                  id="logo"
                  name="logo"
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className="visually-hidden"
                  tabIndex={-1}
                  aria-labelledby="logo-label"
                  onChange={(e) => void chooseLogo(e.target.files?.[0])}
                />
                <button
                  id="logo-choose"
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-describedby={described('logo', 'logo-hint')}
                  aria-invalid={errors.logo ? true : undefined}
                  onClick={() => logoInput.current?.click()}
                >
                  {shownLogo ? 'Change Logo' : 'Upload Logo'}
                </button>
                <span id="logo-hint" className={styles.muted}>
                  {logo ? `${logo.file.name} will be saved with your changes. ` : ''}
                  {LOGO_HINT}
                </span>
                <FieldError id="logo" message={errors.logo} />
              </div>
            </div>
          </div>
        </>,
      )}

      {panel(
        'business',
        'Business Information',
        <>
          <div className={formStyles.pair}>
            {text('registrationNumber', 'Registration Number', { maxLength: TEXT_LIMITS.registrationNumber })}
            {text('taxId', 'Tax ID', { maxLength: TEXT_LIMITS.taxId })}
          </div>
          <div className={formStyles.pair}>
            {select('businessType', 'Business Type', BUSINESS_TYPES)}
            {text('foundedYear', 'Founded Year', { inputMode: 'numeric', maxLength: 4, placeholder: 'e.g. 2016' })}
          </div>
          <fieldset className={styles.group}>
            <legend>Social Media</legend>
            <div className={formStyles.pair}>
              {text('facebook', 'Facebook', { type: 'url', maxLength: TEXT_LIMITS.social, placeholder: 'https://facebook.com/yourstore' })}
              {text('twitter', 'Twitter', { type: 'url', maxLength: TEXT_LIMITS.social, placeholder: 'https://twitter.com/yourstore' })}
            </div>
            <div className={formStyles.pair}>
              {text('instagram', 'Instagram', { type: 'url', maxLength: TEXT_LIMITS.social, placeholder: 'https://instagram.com/yourstore' })}
              {text('linkedin', 'LinkedIn', { type: 'url', maxLength: TEXT_LIMITS.social, placeholder: 'https://linkedin.com/company/yourstore' })}
            </div>
          </fieldset>
        </>,
      )}

      {panel(
        'preferences',
        'Store Preferences',
        <>
          {switchRow('autoAcceptOrders', 'Auto-accept orders', 'New orders move to processing without your review')}
          {switchRow('requireSignature', 'Require signature', 'Buyers sign for deliveries')}
          {switchRow('allowReturns', 'Allow returns', 'Buyers may return items within the return window')}
          <div className={formStyles.pair}>
            {select('returnWindow', 'Return Window', RETURN_WINDOWS)}
            {select('processingTime', 'Processing Time', PROCESSING_TIMES)}
          </div>
          <fieldset className={styles.group}>
            <legend>Privacy on your store page</legend>
            {switchRow('showEmail', 'Show email', 'Buyers see your email on your store page')}
            {switchRow('showPhone', 'Show phone number', 'Buyers see your phone number on your store page')}
            {switchRow('showAddress', 'Show address', 'Buyers see your full address on your store page')}
          </fieldset>
        </>,
      )}

      {panel(
        'notifications',
        'Notification Preferences',
        <>
          {switchRow('orderUpdates', 'Order updates', 'New orders and changes to your orders')}
          {switchRow('lowStock', 'Low stock alerts', 'When a product is running out')}
          {switchRow('newReviews', 'New reviews', 'When a buyer reviews one of your products')}
          {switchRow('promotions', 'Promotions', 'Offers and campaigns from the marketplace')}
          {switchRow('newsletter', 'Newsletter', 'News and tips for sellers')}
        </>,
      )}

      {panel(
        'appearance',
        'Store Appearance',
        <>
          {select('storefront', 'Storefront Theme', STOREFRONT_THEMES)}
          <div className={formStyles.pair}>
            {colour('primaryColor', 'Primary Color')}
            {colour('accentColor', 'Accent Color')}
          </div>
          <div className={styles.previewBlock}>
            <span className={styles.muted} id="colour-preview-label">
              Color Preview
            </span>
            <svg className={styles.preview} viewBox="0 0 320 120" role="img" aria-labelledby="colour-preview-label colour-preview-desc">
              <desc id="colour-preview-desc">{`A banner from ${primary} to ${accent}, a button in ${primary} and a badge in ${accent}`}</desc>
              <defs>
                <linearGradient id="store-preview-gradient" x1="0" y1="0" x2="1" y2="1">
                  <stop offset="0" stopColor={primary} />
                  <stop offset="1" stopColor={accent} />
                </linearGradient>
              </defs>
              <rect x="0" y="0" width="320" height="120" rx="12" fill="url(#store-preview-gradient)" />
              <circle cx="40" cy="44" r="20" fill="#ffffff" fillOpacity="0.9" />
              <rect x="72" y="30" width="140" height="12" rx="6" fill="#ffffff" fillOpacity="0.95" />
              <rect x="72" y="50" width="90" height="8" rx="4" fill="#ffffff" fillOpacity="0.7" />
              <rect x="20" y="80" width="96" height="26" rx="8" fill={primary} stroke="#ffffff" strokeWidth="2" />
              <rect x="128" y="84" width="64" height="18" rx="9" fill={accent} stroke="#ffffff" strokeWidth="2" />
            </svg>
          </div>
        </>,
      )}
    </form>
  );
}
