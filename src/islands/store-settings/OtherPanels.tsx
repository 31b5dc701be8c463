/** The Business, Preferences, Notifications and Appearance tabs. */
import {
  BUSINESS_TYPES,
  isHexColor,
  PROCESSING_TIMES,
  RETURN_WINDOWS,
  STOREFRONT_THEMES,
  TEXT_LIMITS,
} from '../../lib/store-settings';
import formStyles from '../form/Form.module.css';
import { Colour, Panel, Select, Switch, Text, type SettingsForm } from './settings-fields';
import styles from './StoreSettings.module.css';

interface Props {
  form: SettingsForm;
  open: boolean;
}

export function BusinessPanel({ form, open }: Props) {
  return (
    <Panel id="business" title="Business Information" open={open}>
      <div className={formStyles.pair}>
        <Text
          form={form}
          field="registrationNumber"
          label="Registration Number"
          maxLength={TEXT_LIMITS.registrationNumber}
        />
        <Text form={form} field="taxId" label="Tax ID" maxLength={TEXT_LIMITS.taxId} />
      </div>
      <div className={formStyles.pair}>
        <Select form={form} field="businessType" label="Business Type" options={BUSINESS_TYPES} />
        <Text
          form={form}
          field="foundedYear"
          label="Founded Year"
          inputMode="numeric"
          maxLength={4}
          placeholder="e.g. 2016"
        />
      </div>
      <fieldset className={styles.group}>
        <legend>Social Media</legend>
        <div className={formStyles.pair}>
          <Text
            form={form}
            field="facebook"
            label="Facebook"
            type="url"
            maxLength={TEXT_LIMITS.social}
            placeholder="https://facebook.com/yourstore"
          />
          <Text
            form={form}
            field="twitter"
            label="Twitter"
            type="url"
            maxLength={TEXT_LIMITS.social}
            placeholder="https://twitter.com/yourstore"
          />
        </div>
        <div className={formStyles.pair}>
          <Text
            form={form}
            field="instagram"
            label="Instagram"
            type="url"
            maxLength={TEXT_LIMITS.social}
            placeholder="https://instagram.com/yourstore"
          />
          <Text
            form={form}
            field="linkedin"
            label="LinkedIn"
            type="url"
            maxLength={TEXT_LIMITS.social}
            placeholder="https://linkedin.com/company/yourstore"
          />
        </div>
      </fieldset>
    </Panel>
  );
}

export function PreferencesPanel({ form, open }: Props) {
  return (
    <Panel id="preferences" title="Store Preferences" open={open}>
      <Switch
        form={form}
        field="autoAcceptOrders"
        label="Auto-accept orders"
        hint="New orders move to processing without your review"
      />
      <Switch form={form} field="requireSignature" label="Require signature" hint="Buyers sign for deliveries" />
      <Switch
        form={form}
        field="allowReturns"
        label="Allow returns"
        hint="Buyers may return items within the return window"
      />
      <div className={formStyles.pair}>
        <Select form={form} field="returnWindow" label="Return Window" options={RETURN_WINDOWS} />
        <Select form={form} field="processingTime" label="Processing Time" options={PROCESSING_TIMES} />
      </div>
      <fieldset className={styles.group}>
        <legend>Privacy on your store page</legend>
        <Switch form={form} field="showEmail" label="Show email" hint="Buyers see your email on your store page" />
        <Switch
          form={form}
          field="showPhone"
          label="Show phone number"
          hint="Buyers see your phone number on your store page"
        />
        <Switch
          form={form}
          field="showAddress"
          label="Show address"
          hint="Buyers see your full address on your store page"
        />
      </fieldset>
    </Panel>
  );
}

export function NotificationsPanel({ form, open }: Props) {
  return (
    <Panel id="notifications" title="Notification Preferences" open={open}>
      <Switch form={form} field="orderUpdates" label="Order updates" hint="New orders and changes to your orders" />
      <Switch form={form} field="lowStock" label="Low stock alerts" hint="When a product is running out" />
      <Switch form={form} field="newReviews" label="New reviews" hint="When a buyer reviews one of your products" />
      <Switch form={form} field="promotions" label="Promotions" hint="Offers and campaigns from the marketplace" />
      <Switch form={form} field="newsletter" label="Newsletter" hint="News and tips for sellers" />
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
  return (
    <Panel id="appearance" title="Store Appearance" open={open}>
      <Select form={form} field="storefront" label="Storefront Theme" options={STOREFRONT_THEMES} />
      <div className={formStyles.pair}>
        <Colour form={form} field="primaryColor" label="Primary Color" />
        <Colour form={form} field="accentColor" label="Accent Color" />
      </div>
      <div className={styles.previewBlock}>
        <span className={styles.muted} id="colour-preview-label">
          Color Preview
        </span>
        <svg
          className={styles.preview}
          viewBox="0 0 320 120"
          role="img"
          aria-labelledby="colour-preview-label colour-preview-desc"
        >
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
    </Panel>
  );
}
