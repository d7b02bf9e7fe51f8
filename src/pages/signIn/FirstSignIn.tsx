import { useEffect, useMemo, useState } from 'react';
import { authProvider } from '../../providers/authProvider';
import { storedLocale, storeLocale } from '../../providers/locales';
import { storage } from '../../providers/storage';
import { signInTranslator } from './messages';
import { isAdvisorSignInPath } from '../../../domain/signInPath';
import type { Credentials } from './SignInForm';
import { SignInScreen } from './SignInScreen';

export interface FirstSignInProps {
  /** Starts loading the portal: called as the sign-in call leaves, so both travel together. */
  preparePortal: () => void;
  /** The session exists: the portal takes the page over (resolves once it is rendered). */
  onSignedIn: () => Promise<void>;
}

/**
 * The sign-in page on a page load of /login, before react-admin and Material UI are loaded
 * (issue 17: the first screen must be fast on a phone). It signs in through the same
 * authProvider the portal uses, then hands the page to the portal, which starts at its home.
 * Links (recovery, registration, /locked) are page loads: the portal serves them.
 */
export const FirstSignIn = ({ preparePortal, onSignedIn }: FirstSignInProps) => {
  const [locale, setLocale] = useState(storedLocale);
  const { pathname } = window.location;
  const advisor = isAdvisorSignInPath(pathname);
  const translate = useMemo(() => signInTranslator(locale), [locale]);

  useEffect(() => {
    storage.setLoginPath(pathname);
  }, [pathname]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const signIn = async ({ username, password }: Credentials) => {
    preparePortal();
    await authProvider.login({ username, password, ...(advisor ? { advisorOnly: true } : {}) });
    // the form stays busy until the portal replaces it
    await onSignedIn();
  };

  return (
    <SignInScreen
      advisor={advisor}
      locale={locale}
      onLocaleChange={(next) => {
        storeLocale(next);
        setLocale(next);
      }}
      translate={translate}
      signIn={signIn}
      onLocked={() => window.location.assign('/locked')}
      navigate={(path) => window.location.assign(path)}
    />
  );
};
