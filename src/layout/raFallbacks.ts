// react-admin's own screens for rare cases, in a chunk of their own (src/layout/PortalUI.tsx)
export { AccessDenied, AuthCallback, AuthenticationError, Error } from 'react-admin';
