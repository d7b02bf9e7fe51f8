import type { ReactElement } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';

interface DefaultStepRedirectProps {
  /** the optional route parameter holding the step */
  param: string;
  firstStep: string;
  children: ReactElement;
}

/** A wizard opened without a step opens on its first step. */
export const DefaultStepRedirect = ({ param, firstStep, children }: DefaultStepRedirectProps) => {
  const params = useParams();
  const { pathname, search } = useLocation();
  if (params[param]) return children;
  return <Navigate to={`${pathname.replace(/\/+$/, '')}/${firstStep}${search}`} replace />;
};
