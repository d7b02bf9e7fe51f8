import { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AdminContext, localStorageStore } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { ModalProvider } from './components/ModalProvider';
import { GlobalShell } from './layout/GlobalShell';
import { PortalUI } from './layout/PortalUI';
import { useThemeMode } from './layout/themeMode';
import { buildTheme, tenantColors } from './layout/themes';
import { MaintenancePage } from './pages/MaintenancePage';
import { NotFoundRedirect } from './pages/NotFoundRedirect';
import { useAppConfig } from './providers/appConfigStore';
import { authProvider, identityOf } from './providers/authProvider';
import { createLazyDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { STORE_APP_KEY } from './providers/locales';
import { ResourceDefinitions } from './resourceDefinitions';
import { resourceLoaders } from './resourceProviders';
import { storage } from './providers/storage';
import { adminRoutes } from './routes';

const store = localStorageStore(undefined, STORE_APP_KEY);
/*
 * react-admin's session check (useAuthState / useAuthenticated) is a query every list, page and
 * the logout button subscribe to. Left stale, each new subscriber re-ran it and its fetching
 * flag re-rendered CoreAdminRoutes, and with it the whole signed-in tree (layout, menu, page):
 * the check only reads the stored session, the guard re-checks on every navigation
 * (AuthenticatedLayout) and signing in or out invalidates or clears ['auth'] explicitly.
 */
const queryClient = new QueryClient();
queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: 5 * 60 * 1000 });

/**
 * Answers the session check, the permissions and the identity from the stored session before
 * the portal's first render, as the calls themselves would (authProvider's checkAuth,
 * getPermissions and getIdentity read nothing else). The signed-in frame then renders within
 * that first render, a transition sliced into short tasks, instead of when the promises settle:
 * react-query's answers reach React through useSyncExternalStore, which renders them at once.
 * The permissions' answer came in the middle of the first render, threw it away and redid the
 * route guard, the routes and the global popups in one long task (issue 17). They stay as fresh
 * as before: react-admin's own 5 minutes for the permissions and the identity, and signing in
 * or out invalidates or clears ['auth'].
 */
export const answerSessionCheck = () => {
  const user = storage.getUserInfo();
  if (!storage.getAccessToken() || !user) return;
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  queryClient.setQueryData(['auth', 'getPermissions', {}], user);
  queryClient.setQueryData(['auth', 'getIdentity'], identityOf(user));
};
// each resource's mapping loads with the first call that needs it (none on the sign-in page)
const dataProvider = createLazyDataProvider(resourceLoaders);

/**
 * `<Admin>` split into AdminContext + AdminUI so the global popups (maintenance notice, terms,
 * token refresh) sit inside react-admin's contexts above every route. The spec's routes are real
 * paths (deep links such as /login/simula-<host>), hence a BrowserRouter instead of react-admin's
 * default hash router.
 */
export const App = () => (
  <BrowserRouter>
    <Portal />
  </BrowserRouter>
);

const Portal = () => {
  const config = useAppConfig();
  const mode = useThemeMode();
  const theme = useMemo(() => buildTheme(mode, tenantColors(config)), [mode, config]);

  if (config?.maintenance && !import.meta.env.DEV) {
    return (
      <AdminContext i18nProvider={i18nProvider} theme={theme} defaultTheme="light" store={store}>
        <MaintenancePage />
      </AdminContext>
    );
  }

  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      theme={theme}
      defaultTheme="light"
      store={store}
    >
      <ModalProvider>
        <GlobalShell />
        <ResourceDefinitions />
        <PortalUI
          loginPage={false}
          requireAuth
          catchAll={NotFoundRedirect}
          title={config?.companyName ?? 'Aval'}
          disableTelemetry
        >
          {adminRoutes}
        </PortalUI>
      </ModalProvider>
    </AdminContext>
  );
};
