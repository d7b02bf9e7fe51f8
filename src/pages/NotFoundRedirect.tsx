import { Navigate } from 'react-router-dom';

/** react-admin's catch-all: any unknown path goes to the 404 page. */
export const NotFoundRedirect = () => <Navigate to="/error-404" replace />;
