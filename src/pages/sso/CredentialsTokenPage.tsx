import LockOpenIcon from '@mui/icons-material/LockOpen';
import { CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { storage } from '../../providers/storage';
import { StatusPage } from '../StatusPage';
import { onceByKey } from './onceByKey';
import { pendingTarget, safeTarget } from './ssoTarget';

export const CREDENTIALS_PATH = '/credentials';
export const CREDENTIALS_REDIRECT_PATH = '/acesso/credentials-asd-redirect';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : undefined;

/**
 * /acesso/credentials-asd/:token/:extraPath?: ends any session of this browser, exchanges the
 * one-time token (GetToken grant_type=authorization_code), then hands over to the redirect step
 * with the target kept in sessionStorage. A refused token goes to /credentials with the reason.
 */
export const CredentialsTokenPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const { token = '', extraPath } = useParams();

  useEffect(() => {
    if (!authProvider) return;
    onceByKey(`sso:${token}`, async () => {
      if (storage.getAccessToken() || storage.getUserInfo()) await authProvider.logout({});
      await authProvider.login({ grant_type: 'authorization_code', code: token });
    }).then(
      () => {
        pendingTarget.set(safeTarget(extraPath) ?? '');
        // the session changed: nothing read under the previous one (permissions included) stays
        queryClient.removeQueries();
        navigate(CREDENTIALS_REDIRECT_PATH, { replace: true });
      },
      (error: unknown) => {
        queryClient.removeQueries();
        navigate(CREDENTIALS_PATH, { replace: true, state: { error: messageOf(error) ?? true } });
      },
    );
  }, [authProvider, token, extraPath, navigate, queryClient]);

  return (
    <StatusPage
      testId="page-credentials-token"
      icon={<LockOpenIcon />}
      title={translate('aval.waysIn.sso.title')}
      message={
        <>
          <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', mb: 1 }} />
          {translate('aval.waysIn.sso.validating')}
        </>
      }
    />
  );
};
CredentialsTokenPage.path = '/acesso/credentials-asd/:token/:extraPath?';
