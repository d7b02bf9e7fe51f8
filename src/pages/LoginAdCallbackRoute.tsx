import { Navigate, useLocation } from 'react-router-dom';
import { matchesPattern } from '../../domain/routePattern';
import { DirectoryCallbackPage } from './directory/DirectoryCallbackPage';

export const LOGIN_AD_CALLBACK_PATTERN = '/login-ad-:seguradora-callback';

/**
 * react-router cannot match `/login-ad-:seguradora-callback` (a parameter inside a segment), so
 * the route is registered as `/:loginAdCallback` and the segment is checked here; any other
 * unknown single-segment path is a 404.
 */
export const LoginAdCallbackRoute = () => {
  const { pathname } = useLocation();
  return matchesPattern(LOGIN_AD_CALLBACK_PATTERN, pathname) ? (
    <DirectoryCallbackPage />
  ) : (
    <Navigate to="/error-404" replace />
  );
};
