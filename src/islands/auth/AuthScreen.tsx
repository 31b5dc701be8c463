/**
 * The combined sign-in / sign-up screen. The checks are the shared ones in src/lib/accounts; the server
 * checks again and has the last word. Errors show in the red alert, which clears after 5 s, on editing a
 * field, and on leaving the screen.
 *
 * Both forms are real forms that post to the server (src/lib/auth-page.ts) until this island takes them
 * over: before the scripts arrive the buttons are enabled and the browser requires the fields itself. When the
 * island starts it takes over what was already typed (useEarlyInput), so that nothing typed on a slow phone is
 * ignored, and a submit sends what the form holds.
 */
import { localisedPath } from '../../i18n/languages';
import type { AuthScreenProps } from './texts';
import type { AuthTab } from '../../lib/auth-page';
import { useAuthScreen } from './use-auth-screen';
import { Tab } from './AuthTabs';
import { SignInForm, SignUpForm } from './AuthForms';
import styles from './AuthScreen.module.css';

export default function AuthScreen(props: AuthScreenProps) {
  const { redirect, intent, formActions, texts: t, lang } = props;
  const screen = useAuthScreen(props);
  const { tab, alert, started, say } = screen;

  const tabQuery = new URLSearchParams();
  if (redirect) tabQuery.set('redirect', redirect);
  if (intent) tabQuery.set('intent', intent);
  const tabHref = (id: AuthTab) =>
    `${localisedPath(id === 'signin' ? '/login' : '/signup', lang)}${tabQuery.size ? `?${tabQuery}` : ''}`;
  const switchTab = (next: AuthTab) => screen.switchTab(next, tabHref(next));

  return (
    <div className={styles.screen}>
      <section className={`${styles.panel} card`} aria-labelledby="auth-title">
        <a className={styles.brand} href={localisedPath('/', lang)}>
          {t.brand}
        </a>
        <h1 id="auth-title" className={styles.title}>
          {t.welcome}
        </h1>
        <p className={styles.subtitle}>{t.subtitle}</p>

        <div className={styles.tabs} role="tablist" aria-label={t.tabsLabel}>
          <Tab id="signin" current={tab} href={tabHref('signin')} started={started} onSelect={switchTab}>
            {t.signIn}
          </Tab>
          <Tab id="signup" current={tab} href={tabHref('signup')} started={started} onSelect={switchTab}>
            {t.signUp}
          </Tab>
        </div>

        <div className={styles.alertSlot}>
          {alert && (
            <div className={styles.alert} role="alert">
              {say(alert)}
            </div>
          )}
        </div>

        {tab === 'signin' ? (
          <SignInForm
            screen={screen}
            action={formActions.signIn}
            intent={intent}
            forgotHref={localisedPath('/forgot-password', lang)}
          />
        ) : (
          <SignUpForm screen={screen} action={formActions.signUp} intent={intent} />
        )}
      </section>

      <aside className={styles.side} aria-label={t.otherWays}>
        <h2 className={styles.sideTitle}>{t.sideTitle}</h2>
        <p className={styles.sideText}>{t.sideText}</p>
        <div className={styles.providers}>
          <button type="button" className="btn btn-outline" disabled aria-describedby="providers-note">
            {t.google}
          </button>
          <button type="button" className="btn btn-outline" disabled aria-describedby="providers-note">
            {t.facebook}
          </button>
          <p id="providers-note" className={styles.note}>
            {t.providersNote}
          </p>
        </div>
      </aside>
    </div>
  );
}
