import { CssBaseline } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { CoreAdminUI, type CoreAdminUIProps, LoadingPage, Notification } from 'react-admin';

/*
 * react-admin's <AdminUI> with its default screens replaced: AdminUI names the default layout,
 * sign-in, error and access-denied pages as default props, which puts all of them (menus,
 * popovers, tooltips, selects) in the first load. Here they are fetched only when shown.
 */
const fallbacks = () => import('./raFallbacks');
const ErrorPage = lazy(() => fallbacks().then((module) => ({ default: module.Error })));
const AccessDenied = lazy(() => fallbacks().then((module) => ({ default: module.AccessDenied })));
const AuthenticationError = lazy(() =>
  fallbacks().then((module) => ({ default: module.AuthenticationError })),
);
const AuthCallback = lazy(() => fallbacks().then((module) => ({ default: module.AuthCallback })));
const Layout = lazy(() => import('./Layout').then((module) => ({ default: module.Layout })));

const LazyLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<LoadingPage />}>
    <Layout>{children}</Layout>
  </Suspense>
);

export const PortalUI = (props: CoreAdminUIProps) => (
  <CssBaseline enableColorScheme>
    <Suspense fallback={<LoadingPage />}>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
        error={ErrorPage}
        layout={LazyLayout}
        loading={LoadingPage}
        {...props}
      />
    </Suspense>
    <Notification />
  </CssBaseline>
);
