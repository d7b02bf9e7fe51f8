import type { CSSProperties } from 'react';
import { useThemeMode } from '../../layout/themeMode';
import { tenantColors } from '../../layout/tenantPalette';
import { useAppConfig } from '../../providers/appConfigStore';
import { locales } from '../../providers/locales';
import type { Translate } from './messages';
import { SignInForm, type SignInFormProps } from './SignInForm';
import './signIn.css';

export interface SignInScreenProps extends SignInFormProps {
  /** The advisor's sign-in page (/login/assessor). */
  advisor: boolean;
  locale: string;
  onLocaleChange: (locale: string) => void;
  translate: Translate;
}

/**
 * page-login: the tenant's colours and name (portal config; the dark layout when the user or the
 * tenant chose it), the language choice and the sign-in form. The same
 * screen serves the first load (main.tsx, without react-admin) and the portal's /login route
 * (LoginPage.tsx, after signing out or a guard's redirect).
 */
export const SignInScreen = ({
  advisor,
  locale,
  onLocaleChange,
  translate,
  ...form
}: SignInScreenProps) => {
  const config = useAppConfig();
  const colors = tenantColors(config);
  const dark = useThemeMode() === 'dark';
  return (
    <main
      data-testid="page-login"
      className={dark ? 'aval-signin aval-signin--dark' : 'aval-signin'}
      style={
        {
          '--aval-signin-primary': colors.primaryColor,
          '--aval-signin-accent': colors.lineColor,
          '--aval-signin-font': colors.fontFamily,
        } as CSSProperties
      }
    >
      <select
        className="aval-signin__locale"
        aria-label={translate('aval.auth.language')}
        value={locale}
        onChange={(event) => onLocaleChange(event.target.value)}
      >
        {locales.map((entry) => (
          <option key={entry.locale} value={entry.locale}>
            {entry.name}
          </option>
        ))}
      </select>
      <section className="aval-signin__card">
        <header className="aval-signin__header">
          <p className="aval-signin__overline">
            {`${translate('aval.app.title')} · ${translate('aval.app.subtitle')}`}
          </p>
          <p className="aval-signin__company">
            {config?.companyName ?? translate('aval.app.title')}
          </p>
          <h1 className="aval-signin__title">
            {translate(advisor ? 'aval.auth.advisorTitle' : 'aval.auth.title')}
          </h1>
        </header>
        <SignInForm translate={translate} {...form} />
      </section>
    </main>
  );
};
