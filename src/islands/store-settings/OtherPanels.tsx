/** The Business, Preferences, Notifications and Appearance tabs. */
import {
  BUSINESS_TYPES,
  isHexColor,
  PROCESSING_TIMES,
  RETURN_WINDOWS,
  STOREFRONT_THEMES,
  TEXT_LIMITS,
} from '../../lib/store-settings';
import { fill } from '../../i18n/fill';
import formStyles from '../form/Form.module.css';
import { Colour, Panel, Select, Switch, Text, type SettingsForm } from './settings-fields';
import styles from './StoreSettings.module.css';
import { optionsIn } from './texts';

interface Props {
  form: SettingsForm;
  open: boolean;
}

const valuesOf = (options: readonly { value: string }[]) => options.map((option) => option.value);

export function BusinessPanel({ form, open }: Props) {
  const t = form.texts.business;
  return (
    <Panel id="business" title={t.title} open={open}>
      <div className={formStyles.pair}>
        <Text
          form={form}
          field="registrationNumber"
          label={t.registrationNumber}
          maxLength={TEXT_LIMITS.registrationNumber}
        />
        <Text form={form} field="taxId" label={t.taxId} maxLength={TEXT_LIMITS.taxId} />
      </div>
      <div className={formStyles.pair}>
        <Select
          form={form}
          field="businessType"
          label={t.businessType}
          options={optionsIn(valuesOf(BUSINESS_TYPES), form.texts.options.businessTypes)}
        />
        <Text
          form={form}
          field="foundedYear"
          label={t.foundedYear}
          inputMode="numeric"
          maxLength={4}
          placeholder={t.foundedPlaceholder}
        />
      </div>
      <fieldset className={styles.group}>
        <legend>{t.social}</legend>
        <div className={formStyles.pair}>
          <Text
            form={form}
            field="facebook"
            label="Facebook"
            type="url"
            maxLength={TEXT_LIMITS.social}
            placeholder={t.facebook}
          />
          <Text
            form={form}
            field="twitter"
            label="Twitter"
            type="url"
            maxLength={TEXT_LIMITS.social}
            placeholder={t.twitter}
          />
        </div>
        <div className={formStyles.pair}>
          <Text
            form={form}
            field="instagram"
            label="Instagram"
            type="url"
            maxLength={TEXT_LIMITS.social}
            placeholder={t.instagram}
          />
          <Text
            form={form}
            field="linkedin"
            label="LinkedIn"
            type="url"
            maxLength={TEXT_LIMITS.social}
            placeholder={t.linkedin}
          />
        </div>
      </fieldset>
    </Panel>
  );
}

export function PreferencesPanel({ form, open }: Props) {
  const t = form.texts.preferences;
  const { options } = form.texts;
  return (
    <Panel id="preferences" title={t.title} open={open}>
      <Switch form={form} field="autoAcceptOrders" label={t.autoAcceptOrders} hint={t.autoAcceptOrdersHint} />
      <Switch form={form} field="requireSignature" label={t.requireSignature} hint={t.requireSignatureHint} />
      <Switch form={form} field="allowReturns" label={t.allowReturns} hint={t.allowReturnsHint} />
      <div className={formStyles.pair}>
        <Select
          form={form}
          field="returnWindow"
          label={t.returnWindow}
          options={optionsIn(valuesOf(RETURN_WINDOWS), options.returnWindows)}
        />
        <Select
          form={form}
          field="processingTime"
          label={t.processingTime}
          options={optionsIn(valuesOf(PROCESSING_TIMES), options.processingTimes)}
        />
      </div>
      <fieldset className={styles.group}>
        <legend>{t.privacy}</legend>
        <Switch form={form} field="showEmail" label={t.showEmail} hint={t.showEmailHint} />
        <Switch form={form} field="showPhone" label={t.showPhone} hint={t.showPhoneHint} />
        <Switch form={form} field="showAddress" label={t.showAddress} hint={t.showAddressHint} />
      </fieldset>
    </Panel>
  );
}

export function NotificationsPanel({ form, open }: Props) {
  const t = form.texts.notifications;
  return (
    <Panel id="notifications" title={t.title} open={open}>
      <Switch form={form} field="orderUpdates" label={t.orderUpdates} hint={t.orderUpdatesHint} />
      <Switch form={form} field="lowStock" label={t.lowStock} hint={t.lowStockHint} />
      <Switch form={form} field="newReviews" label={t.newReviews} hint={t.newReviewsHint} />
      <Switch form={form} field="promotions" label={t.promotions} hint={t.promotionsHint} />
      <Switch form={form} field="newsletter" label={t.newsletter} hint={t.newsletterHint} />
    </Panel>
  );
}

/**
 * The colour preview is an SVG drawn with fill attributes: the shop's CSP forbids style attributes, and SVG
 * presentation attributes are not styles.
 */
export function AppearancePanel({ form, open }: Props) {
  const { settings, initial } = form;
  const primary = isHexColor(settings.primaryColor) ? settings.primaryColor : initial.primaryColor;
  const accent = isHexColor(settings.accentColor) ? settings.accentColor : initial.accentColor;
  const t = form.texts.appearance;
  return (
    <Panel id="appearance" title={t.title} open={open}>
      <Select
        form={form}
        field="storefront"
        label={t.storefront}
        options={optionsIn(valuesOf(STOREFRONT_THEMES), form.texts.options.themes)}
      />
      <div className={formStyles.pair}>
        <Colour form={form} field="primaryColor" label={t.primaryColor} />
        <Colour form={form} field="accentColor" label={t.accentColor} />
      </div>
      <div className={styles.previewBlock}>
        <span className={styles.muted} id="colour-preview-label">
          {t.preview}
        </span>
        <svg
          className={styles.preview}
          viewBox="0 0 320 120"
          role="img"
          aria-labelledby="colour-preview-label colour-preview-desc"
        >
          <desc id="colour-preview-desc">{fill(t.previewDescription, { primary, accent })}</desc>
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
    </Panel>
  );
}
