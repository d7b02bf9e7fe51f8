import { useEffect } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { appConfigStore } from '../providers/appConfigStore';
import type { AvalDataProvider } from '../providers/dataProvider';
import { storage } from '../providers/storage';
import { tenantHostFromPath } from '../../domain/tenantHost';
import { AccountFrame } from './accounts/AccountFrame';
import { LoginForm } from './LoginForm';

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

/** page-login: `/login/:companyDns?` and its advisor variant `/login/:companyDns?/assessor`. */
export const LoginPage = ({ advisor = false }: { advisor?: boolean }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  useTenantFromPath(pathname);
  useEffect(() => {
    storage.setLoginPath(pathname);
  }, [pathname]);

  return (
    <AccountFrame
      testId="page-login"
      overline={`${translate('aval.app.title')} · ${translate('aval.app.subtitle')}`}
      title={translate(advisor ? 'aval.auth.advisorTitle' : 'aval.auth.title')}
      backLink={false}
    >
      <LoginForm advisorOnly={advisor} />
    </AccountFrame>
  );
};
LoginPage.path = '/login/:companyDns?';
