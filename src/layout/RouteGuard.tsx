import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideNavigation, findScreen, isAccessRule } from '../../domain/screenAccess';
import { storage } from '../providers/storage';
import type { SessionUserInfo } from '../providers/types';

interface SignInState {
  nextPathname?: string;
  nextSearch?: string;
}

/** Where sign-in was asked from: a signed-in user goes back there rather than home. */
const afterSignIn = (state: unknown) => {
  const { nextPathname, nextSearch } = (state ?? {}) as SignInState;
  return nextPathname ? `${nextPathname}${nextSearch ?? ''}` : null;
};

const CHANGE_OWN_PASSWORD_PATH = '/trocar-senha';

const mustChangePassword = (pathname: string, user: SessionUserInfo | null | undefined) => {
  if (!user?.MustChangePassword || pathname === CHANGE_OWN_PASSWORD_PATH) return false;
  return !isAccessRule(findScreen(pathname)?.rule);
};

/**
 * The navigation guard of spec part 1 §2 over domain decideNavigation: no session → sign-in
 * (coming back here afterwards), signed in on a public screen → home redirect, missing
 * permission → /error-401, unknown path → /error-404.
 */
export const RouteGuard = ({ children }: { children?: ReactNode }) => {
  const location = useLocation();
  const { permissions, isPending, isFetching } = usePermissions<SessionUserInfo | null>();
  if (isPending) return <Loading />;
  const decision = decideNavigation(location.pathname, permissions);
  // just signed in: the session is being re-read, do not bounce back to sign-in meanwhile
  if (decision.kind === 'login' && isFetching) return <Loading />;
  switch (decision.kind) {
    case 'allow':
      // an administrator forced a password change: nothing else until it is done
      if (mustChangePassword(location.pathname, permissions)) {
        return <Navigate to={CHANGE_OWN_PASSWORD_PATH} replace />;
      }
      return children ?? <Outlet />;
    case 'login':
      return (
        <Navigate
          to={storage.getLoginPath()}
          replace
          state={{ nextPathname: location.pathname, nextSearch: location.search }}
        />
      );
    case 'home':
      return <Navigate to={afterSignIn(location.state) ?? '/redirect-to-home'} replace />;
    case 'forbidden':
      return <Navigate to="/error-401" replace />;
    case 'notFound':
      return <Navigate to="/error-404" replace />;
  }
};
