import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { storage } from '../../providers/storage';
import { HomeLink } from '../HomeLink';
import { StatusPage } from '../StatusPage';

/** /credentials: the single sign-on landing; explains the flow and shows why a link failed. */
export const CredentialsPage = () => {
  const translate = useTranslate();
  const { state } = useLocation();
  const failure = (state as { error?: string | true } | null)?.error;
  const t = (key: string) => translate(`aval.waysIn.sso.${key}`);

  return (
    <StatusPage
      testId="page-credentials"
      icon={<LockOpenIcon />}
      title={t('title')}
      message={
        <Stack spacing={2} sx={{ textAlign: 'left' }}>
          {failure && (
            <Alert severity="error" role="alert">
              <AlertTitle>{t('errorTitle')}</AlertTitle>
              {typeof failure === 'string' ? failure : null} {t('askNewLink')}
            </Alert>
          )}
          <Typography>{t('intro')}</Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
            <li>{t('step1')}</li>
            <li>{t('step2')}</li>
            <li>{t('step3')}</li>
          </Box>
        </Stack>
      }
      actions={<HomeLink to={storage.getLoginPath()} label="aval.waysIn.sso.toLogin" />}
    />
  );
};
CredentialsPage.path = '/credentials';
