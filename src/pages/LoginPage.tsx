import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDataProvider, useLocaleState, useLogin, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { appConfigStore } from '../providers/appConfigStore';
import type { AvalDataProvider } from '../providers/dataProvider';
import { storage } from '../providers/storage';
import { tenantHostFromPath } from '../../domain/tenantHost';
import type { Credentials } from './signIn/SignInForm';
import { SignInScreen } from './signIn/SignInScreen';

/** A `simula-<host>` segment reached without a page load still switches the tenant. */
const useTenantFromPath = (pathname: string) => {
  const dataProvider = useDataProvider<AvalDataProvider>();
  const host = tenantHostFromPath(pathname);
  useEffect(() => {
    if (!host || appConfigStore.loadedHost() === host) return;
    dataProvider
      .getPortalConfig(host, window.location.origin)
      .then((config) => appConfigStore.set(config, host))
      .catch(() => undefined);
  }, [host, dataProvider]);
};

/**
 * page-login inside the portal: `/login/:companyDns?` and `/login/:companyDns?/assessor` reached
 * by signing out or by a guard's redirect. A page load of /login shows the same screen without
 * the portal (main.tsx); here react-admin's login returns to the page the guard came from.
 */
export const LoginPage = ({ advisor = false }: { advisor?: boolean }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const login = useLogin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useTenantFromPath(pathname);
  useEffect(() => {
    storage.setLoginPath(pathname);
  }, [pathname]);

  const signIn = useCallback(
    async ({ username, password }: Credentials) => {
      await login({ username, password, ...(advisor ? { advisorOnly: true } : {}) });
      // react-admin's own session check must see the new session (the login page is a custom route)
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
    [advisor, login, queryClient],
  );

  return (
    <SignInScreen
      advisor={advisor}
      locale={locale}
      onLocaleChange={setLocale}
      translate={(key, fallback) => translate(key, { _: fallback ?? key })}
      signIn={signIn}
      onLocked={() => navigate('/locked')}
      navigate={navigate}
    />
  );
};
LoginPage.path = '/login/:companyDns?';
