import { Loading, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { homePath } from '../../domain/screenAccess';
import type { SessionUserInfo } from '../providers/types';

/** /redirect-to-home: the user's home menu (HomeMenuId), else the first allowed item, else 401. */
export const RedirectToHomePage = () => {
  const { permissions, isPending } = usePermissions<SessionUserInfo | null>();
  if (isPending) return <Loading />;
  return <Navigate to={homePath(permissions) ?? '/error-401'} replace />;
};
RedirectToHomePage.path = '/redirect-to-home';
