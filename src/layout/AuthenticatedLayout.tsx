import { useEffect } from 'react';
import { useCheckAuth } from 'react-admin';
import { Outlet, useLocation } from 'react-router-dom';
import { storage } from '../providers/storage';
import { Layout } from './Layout';

/**
 * The layout of the signed-in screens. Each navigation checks the session, so an access token
 * that expired while the page was open is refreshed on the next move (and the page reloads there).
 */
export const AuthenticatedLayout = () => {
  const { pathname } = useLocation();
  const checkAuth = useCheckAuth();
  useEffect(() => {
    if (pathname) checkAuth({}, true, storage.getLoginPath()).catch(() => undefined);
  }, [pathname, checkAuth]);
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
};
