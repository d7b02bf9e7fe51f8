import LockOpenIcon from '@mui/icons-material/LockOpen';
import { CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { HOME_REDIRECT_PATH } from '../../components/Breadcrumb';
import { storage } from '../../providers/storage';
import { StatusPage } from '../StatusPage';
import { CREDENTIALS_PATH } from './CredentialsTokenPage';
import { pendingTarget } from './ssoTarget';

/**
 * /acesso/credentials-asd-redirect: the session is open; react-admin re-reads it, then the
 * pending target (or the home menu) opens. The token never stays in the history.
 */
export const CredentialsRedirectPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const target = pendingTarget.take();
    if (!storage.getAccessToken() || !storage.getUserInfo()) {
      navigate(CREDENTIALS_PATH, { replace: true });
      return;
    }
    // nothing the previous session loaded may show under the new one
    queryClient.removeQueries({ type: 'inactive' });
    queryClient
      .invalidateQueries()
      .finally(() => navigate(target || HOME_REDIRECT_PATH, { replace: true }));
  }, [navigate, queryClient]);

  return (
    <StatusPage
      testId="page-credentials-redirect"
      icon={<LockOpenIcon />}
      title={translate('aval.waysIn.sso.title')}
      message={
        <>
          <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', mb: 1 }} />
          {translate('aval.waysIn.sso.redirecting')}
        </>
      }
    />
  );
};
CredentialsRedirectPage.path = '/acesso/credentials-asd-redirect';
