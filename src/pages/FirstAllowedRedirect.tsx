import { Loading, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { canAccessScreen } from '../providers/canAccess';
import type { SessionUserInfo } from '../providers/types';

/** A parent route with several children (e.g. /usuarios): the first child the user may open. */
export const FirstAllowedRedirect = ({ candidates }: { candidates: string[] }) => {
  const { permissions, isPending } = usePermissions<SessionUserInfo | null>();
  if (isPending) return <Loading />;
  const target = candidates.find((path) => canAccessScreen({ resource: path }, permissions));
  return <Navigate to={target ?? '/error-401'} replace />;
};
