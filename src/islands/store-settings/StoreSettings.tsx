/**
 * Store Settings: the seller's whole store profile in five tabs, checked here with the spec's rules (the
 * server checks them again) and saved by one real request (see use-store-settings.ts).
 */
import { useRef, type KeyboardEvent } from 'react';
import { initials } from '../../lib/rating';
import {
  FIELD_ORDER,
  FIELD_TAB,
  SAVED_MESSAGE,
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

interface Props {
  /** What the form says when a save did not reach the shop for lack of a connection. */
  connection: ConnectionTexts;
  storeId: string;
  initial: Settings;
  logoUrl: string | null;
  status: 'active' | 'suspended';
  verificationStatus: 'pending' | 'verified';
}

export default function StoreSettings({ storeId, initial, logoUrl, status, verificationStatus, connection }: Props) {
  const store = useStoreSettings(initial, logoUrl);
  const { saved, errors, tab, setTab, busy } = store;
  const tabRefs = useRef<Partial<Record<SettingsTab, HTMLButtonElement | null>>>({});
  const form: SettingsForm = { settings: store.settings, initial, errors, edit: store.edit };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SETTINGS_TABS.findIndex((t) => t.id === tab);
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
      aria-label="Store settings"
    >
      <div className={`${formStyles.saveBar} ${formStyles.saveBarRow}`}>
        <a className="btn btn-outline" href={`/seller/${storeId}`} target="_blank" rel="noopener">
          Preview Store <span className="visually-hidden">(opens in a new tab)</span>
        </a>
        <button type="submit" className="btn btn-primary" disabled={!store.started || busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </button>
      </div>

      <div aria-live="polite" className={styles.messages}>
        {store.banner && (
          <p className={formStyles.success} role="status">
            {SAVED_MESSAGE}
          </p>
        )}
      </div>
      {store.offline && <ConnectionNotice texts={connection} onRetry={store.retry} busy={busy} />}
      {store.alert && (
        <p className={formStyles.alert} role="alert">
          {store.alert}
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
            <span className={`badge ${status === 'active' ? 'tone-success' : 'tone-destructive'}`}>
              {status === 'active' ? 'Active' : 'Suspended'}
            </span>
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

      <GeneralPanel
        form={form}
        open={tab === 'general'}
        saved={saved}
        logo={store.logo}
        logoInput={store.logoInput}
        onChooseLogo={(file) => void store.chooseLogo(file)}
      />
      <BusinessPanel form={form} open={tab === 'business'} />
      <PreferencesPanel form={form} open={tab === 'preferences'} />
      <NotificationsPanel form={form} open={tab === 'notifications'} />
      <AppearancePanel form={form} open={tab === 'appearance'} />
    </form>
  );
}
