/** The General tab: names, description, contact, address and the logo. */
import { asWritten } from '../form/as-written';
import type { RefObject } from 'react';
import { initials } from '../../lib/rating';
import { fill } from '../../i18n/fill';
import { STORE_COUNTRIES, TEXT_LIMITS } from '../../lib/store-settings';
import { FieldError, TextAreaField } from '../form/Field';
import formStyles from '../form/Form.module.css';
import { describedBy, Panel, Select, Text, type SettingsForm } from './settings-fields';
import type { ChosenLogo } from './use-store-settings';
import { formatBytes } from '../form/shrink-picture';
import styles from './StoreSettings.module.css';
import { optionsIn } from './texts';

interface Props {
  form: SettingsForm;
  open: boolean;
  /** The saved logo and display name, shown until a new logo is chosen. */
  saved: { displayName: string; logoUrl: string | null };
  logo: ChosenLogo | null;
  logoInput: RefObject<HTMLInputElement | null>;
  onChooseLogo: (file: File | undefined) => void;
  /** The page's locale, for sizes (412 KB). */
  locale: string;
}

export default function GeneralPanel({ form, open, saved, logo, logoInput, onChooseLogo, locale }: Props) {
  const { settings, errors, edit } = form;
  const shownLogo = logo?.preview ?? saved.logoUrl;
  const t = form.texts.general;
  return (
    <Panel id="general" title={t.title} open={open}>
      <div className={formStyles.pair}>
        <Text
          form={form}
          field="businessName"
          label={t.businessName}
          required
          maxLength={TEXT_LIMITS.businessName}
          autoComplete="organization"
        />
        <Text form={form} field="displayName" label={t.displayName} required maxLength={TEXT_LIMITS.displayName} />
      </div>
      <TextAreaField
        id="description"
        name="description"
        label={t.description}
        textareaClassName={styles.textarea}
        {...asWritten}
        rows={4}
        maxLength={TEXT_LIMITS.description}
        placeholder={t.descriptionPlaceholder}
        value={settings.description}
        error={errors.description}
        onChange={(value) => edit('description', value)}
      />
      <div className={formStyles.pair}>
        <Text
          form={form}
          field="email"
          label={t.email}
          required
          type="email"
          maxLength={TEXT_LIMITS.email}
          autoComplete="email"
        />
        <Text
          form={form}
          field="phone"
          label={t.phone}
          required
          type="tel"
          maxLength={TEXT_LIMITS.phone}
          autoComplete="tel"
        />
      </div>
      <Text
        form={form}
        field="website"
        label={t.website}
        type="url"
        maxLength={TEXT_LIMITS.website}
        placeholder="https://"
        autoComplete="url"
      />
      <fieldset className={styles.group}>
        <legend>{t.address}</legend>
        <Text form={form} field="street" label={t.street} maxLength={TEXT_LIMITS.street} autoComplete="address-line1" />
        <div className={formStyles.pair}>
          <Text form={form} field="city" label={t.city} maxLength={TEXT_LIMITS.city} autoComplete="address-level2" />
          <Text form={form} field="state" label={t.state} maxLength={TEXT_LIMITS.state} autoComplete="address-level1" />
        </div>
        <div className={formStyles.pair}>
          <Text
            form={form}
            field="zipCode"
            label={t.zipCode}
            maxLength={TEXT_LIMITS.zipCode}
            autoComplete="postal-code"
          />
          <Select
            form={form}
            field="country"
            label={t.country}
            options={optionsIn(STORE_COUNTRIES, form.texts.options.countries)}
          />
        </div>
      </fieldset>
      <div className="field">
        <span id="logo-label">{t.logo}</span>
        <div className={styles.logoRow}>
          {shownLogo ? (
            <img
              className={styles.logo}
              src={shownLogo}
              alt={logo ? t.newLogo : t.currentLogo}
              width="64"
              height="64"
            />
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
              onChange={(e) => onChooseLogo(e.target.files?.[0])}
            />
            <button
              id="logo-choose"
              type="button"
              className="btn btn-outline btn-sm"
              aria-describedby={describedBy(errors, 'logo', 'logo-hint')}
              aria-invalid={errors.logo ? true : undefined}
              onClick={() => logoInput.current?.click()}
            >
              {shownLogo ? t.changeLogo : t.uploadLogo}
            </button>
            <span id="logo-hint" className={styles.muted}>
              {logo ? fill(t.logoChosen, { name: logo.file.name }) : ''}
              {logo && logo.file.size < logo.before
                ? fill(t.logoSmaller, {
                    before: formatBytes(logo.before, locale),
                    after: formatBytes(logo.file.size, locale),
                  })
                : ''}
              {t.logoHint}
            </span>
            <FieldError id="logo" message={errors.logo} />
          </div>
        </div>
      </div>
    </Panel>
  );
}
