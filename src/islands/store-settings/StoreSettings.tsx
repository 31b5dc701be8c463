/**
 * Store Settings: the seller's whole store profile in five tabs, checked here with the spec's rules (the
 * server checks them again) and saved by one real request (see use-store-settings.ts).
 */
import { useRef, type KeyboardEvent } from 'react';
import { fill } from '../../i18n/fill';
import { LOCALES, localisedPath, type Lang } from '../../i18n/languages';
import { initials } from '../../lib/rating';
import {
  FIELD_ORDER,
  FIELD_TAB,
  SETTINGS_TABS,
  type SettingsTab,
  type StoreSettings as Settings,
} from '../../lib/store-settings';
import formStyles from '../form/Form.module.css';
import { ConnectionNotice, type ConnectionTexts } from '../form/ConnectionNotice';
import { useStoreSettings } from './use-store-settings';
import GeneralPanel from './GeneralPanel';
import { AppearancePanel, BusinessPanel, NotificationsPanel, PreferencesPanel } from './OtherPanels';
import type { SettingsForm } from './settings-fields';
import styles from './StoreSettings.module.css';
import { alertIn, errorsIn, sayIn, type StoreSettingsTexts } from './texts';
import { asWritten } from '../form/as-written';

interface Props {
  /** What the form says when a save did not reach the shop for lack of a connection. */
  connection: ConnectionTexts;
  storeId: string;
  initial: Settings;
  logoUrl: string | null;
  status: 'active' | 'suspended';
  verificationStatus: 'pending' | 'verified';
  texts: StoreSettingsTexts;
  lang: Lang;
}

export default function StoreSettings({
  storeId,
  initial,
  logoUrl,
  status,
  verificationStatus,
  connection,
  texts: t,
  lang,
}: Props) {
  const store = useStoreSettings(initial, logoUrl);
  const { saved, errors, tab, setTab, busy } = store;
  const say = sayIn(t);
  const tabRefs = useRef<Partial<Record<SettingsTab, HTMLButtonElement | null>>>({});
  const form: SettingsForm = {
    settings: store.settings,
    initial,
    errors: errorsIn(errors, say),
    edit: store.edit,
    texts: t,
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SETTINGS_TABS.findIndex((each) => each.id === tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: SETTINGS_TABS.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = SETTINGS_TABS[(moves[event.key]! + SETTINGS_TABS.length) % SETTINGS_TABS.length]!.id;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <form
      id="store-settings"
      className={formStyles.form}
      onSubmit={store.onSubmit}
      noValidate
      aria-label={t.form.label}
    >
      <div className={`${formStyles.saveBar} ${formStyles.saveBarRow}`}>
        <a className="btn btn-outline" href={localisedPath(`/seller/${storeId}`, lang)} target="_blank" rel="noopener">
          {t.form.preview} <span className="visually-hidden">{t.form.newTab}</span>
        </a>
        <button type="submit" className="btn btn-primary" disabled={!store.started || busy}>
          {busy ? t.form.saving : t.form.save}
        </button>
      </div>

      <div aria-live="polite" className={styles.messages}>
        {store.banner && (
          <p className={formStyles.success} role="status">
            {t.form.saved}
          </p>
        )}
      </div>
      {store.offline && <ConnectionNotice texts={connection} onRetry={store.retry} busy={busy} />}
      {store.alert && (
        <p className={formStyles.alert} role="alert">
          {alertIn(t, store.alert)}
        </p>
      )}

      <section className={`card ${styles.summary}`} aria-label={t.form.summary}>
        {saved.logoUrl ? (
          <img
            className={styles.logo}
            src={saved.logoUrl}
            alt={fill(t.form.logoAlt, { name: saved.displayName })}
            width="64"
            height="64"
          />
        ) : (
          <span className={`${styles.logo} ${styles.initials}`} aria-hidden="true">
            {initials(saved.displayName)}
          </span>
        )}
        <div className={styles.identity}>
          <p className={styles.storeName} {...asWritten}>
            {saved.displayName}
          </p>
          <p className={styles.muted} {...asWritten}>
            {saved.email}
          </p>
          <p className={styles.badges}>
            <span className={`badge ${status === 'active' ? 'tone-success' : 'tone-destructive'}`}>
              {status === 'active' ? t.form.active : t.form.suspended}
            </span>
            <span className={`badge ${verificationStatus === 'verified' ? 'tone-default' : 'tone-warning'}`}>
              {verificationStatus === 'verified' ? t.form.verified : t.form.pending}
            </span>
          </p>
        </div>
        <p className={styles.storeId}>
          <span className={styles.muted}>{t.form.storeId}</span>
          <code>{storeId}</code>
        </p>
      </section>

      <div className={styles.tablist} role="tablist" aria-label={t.form.tabs}>
        {SETTINGS_TABS.map((section) => {
          const hasError = FIELD_ORDER.some((field) => errors[field] && FIELD_TAB[field] === section.id);
          return (
            <button
              key={section.id}
              ref={(el) => {
                tabRefs.current[section.id] = el;
              }}
              type="button"
              role="tab"
              id={`settings-tab-${section.id}`}
              aria-controls={`settings-panel-${section.id}`}
              aria-selected={tab === section.id}
              tabIndex={tab === section.id ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(section.id)}
              onKeyDown={onTabKey}
            >
              {t.tabs[section.id]}
              {hasError && (
                <span className={styles.tabError}>
                  <span aria-hidden="true"> •</span>
                  <span className="visually-hidden"> {t.form.hasErrors}</span>
                </span>
              )}
            </button>
          );
        })}
      </div>

      <GeneralPanel
        form={form}
        open={tab === 'general'}
        saved={saved}
        logo={store.logo}
        logoInput={store.logoInput}
        onChooseLogo={(file) => void store.chooseLogo(file)}
        locale={LOCALES[lang]}
      />
      <BusinessPanel form={form} open={tab === 'business'} />
      <PreferencesPanel form={form} open={tab === 'preferences'} />
      <NotificationsPanel form={form} open={tab === 'notifications'} />
      <AppearancePanel form={form} open={tab === 'appearance'} />
    </form>
  );
}
