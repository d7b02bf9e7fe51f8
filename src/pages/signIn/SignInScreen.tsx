import type { CSSProperties } from 'react';
import { locales } from '../../providers/locales';
import type { TenantColors } from '../../layout/tenantPalette';
import type { Translate } from './messages';
import { SignInForm, type SignInFormProps } from './SignInForm';
import './signIn.css';

export interface SignInScreenProps extends SignInFormProps {
  /** The advisor's sign-in page (/login/assessor). */
  advisor: boolean;
  /** The tenant's name (portal config), else the product's. */
  companyName?: string;
  colors: TenantColors;
  /** The dark layout (the user's choice or the tenant's). */
  dark: boolean;
  locale: string;
  onLocaleChange: (locale: string) => void;
  translate: Translate;
}

/**
 * page-login: the tenant's colours and name, the language choice and the sign-in form. The same
 * screen serves the first load (main.tsx, without react-admin) and the portal's /login route
 * (LoginPage.tsx, after signing out or a guard's redirect).
 */
export const SignInScreen = ({
  advisor,
  companyName,
  colors,
  dark,
  locale,
  onLocaleChange,
  translate,
  ...form
}: SignInScreenProps) => (
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
        <p className="aval-signin__company">{companyName ?? translate('aval.app.title')}</p>
        <h1 className="aval-signin__title">
          {translate(advisor ? 'aval.auth.advisorTitle' : 'aval.auth.title')}
        </h1>
      </header>
      <SignInForm translate={translate} {...form} />
    </section>
  </main>
);
