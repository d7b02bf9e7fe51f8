import BusinessIcon from '@mui/icons-material/Business';
import { Alert, AlertTitle, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { storage } from '../../providers/storage';
import { StatusPage } from '../StatusPage';

interface DirectoryStatusProps {
  testId: string;
  /** i18n key of the message while working */
  workingKey: string;
  /** set when it failed */
  error?: { titleKey: string; message: string } | null;
  /** where "Tentar novamente" starts over */
  retryTo?: string;
}

/** The card of the directory sign-in pages: working, or what went wrong and the ways out. */
export const DirectoryStatus = ({ testId, workingKey, error, retryTo }: DirectoryStatusProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`aval.waysIn.directory.${key}`);
  return (
    <StatusPage
      testId={testId}
      icon={<BusinessIcon />}
      title={t('title')}
      message={
        error ? (
          <Alert severity="error" role="alert" sx={{ textAlign: 'left' }}>
            <AlertTitle>{translate(error.titleKey)}</AlertTitle>
            {error.message}
          </Alert>
        ) : (
          <>
            <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', mb: 1 }} />
            {translate(workingKey)}
          </>
        )
      }
      actions={
        error ? (
          <Stack direction="row" spacing={1}>
            {retryTo && (
              <Button component={Link} to={retryTo} reloadDocument variant="contained">
                {t('retry')}
              </Button>
            )}
            <Button component={Link} to={storage.getLoginPath()} variant="outlined">
              {t('backToLogin')}
            </Button>
          </Stack>
        ) : undefined
      }
    />
  );
};
