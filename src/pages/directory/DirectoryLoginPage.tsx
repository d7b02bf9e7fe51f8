import { useEffect, useState } from 'react';
import { useAuthProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AvalAuthProvider } from '../../providers/authProvider';
import { errorStatus, errorText } from '../../providers/errorText';
import { DirectoryStatus } from './DirectoryStatus';
import { directoryCallbackPath, directoryLoginPath } from './directoryPaths';
import { leavePortal } from './leavePortal';

const isClientError = (status?: number) => !!status && status >= 400 && status < 500;

/**
 * /login-entra-ad/:seguradora: asks the gateway for the tenant identity provider's authorization
 * URL (code flow with PKCE; state, nonce and verifier stay on the server) and goes there.
 */
export const DirectoryLoginPage = () => {
  const { seguradora = '' } = useParams();
  const authProvider = useAuthProvider<AvalAuthProvider>();
  const [error, setError] = useState<{ message: string; status?: number } | null>(null);

  useEffect(() => {
    if (!authProvider) return;
    let cancelled = false;
    const redirectUri = `${window.location.origin}${directoryCallbackPath(seguradora)}`;
    authProvider.startDirectoryLogin(seguradora, redirectUri).then(
      ({ AuthorizationUrl }) => {
        if (!cancelled) leavePortal(AuthorizationUrl);
      },
      (failure: unknown) => {
        if (cancelled) return;
        setError({ message: errorText(failure), status: errorStatus(failure) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [authProvider, seguradora]);

  return (
    <DirectoryStatus
      testId="page-directory-login"
      workingKey="aval.waysIn.directory.redirecting"
      error={error && { titleKey: 'aval.waysIn.directory.startError', message: error.message }}
      // a provider that is not configured stays so: trying again helps only when it was down
      retryTo={error && !isClientError(error.status) ? directoryLoginPath(seguradora) : undefined}
    />
  );
};
DirectoryLoginPage.path = '/login-entra-ad/:seguradora';
