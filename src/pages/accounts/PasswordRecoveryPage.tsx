import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, maxLength, required, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { AccountFrame } from './AccountFrame';
import { errorText } from '../../providers/errorText';
import { SubmitButton } from '../../components';

/** /recuperacao-da-senha: asks for a recovery link; the answer never says if the login exists. */
export const PasswordRecoveryPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { login?: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      setSent(await dataProvider.requestRecoveryPassword(values.login?.trim() ?? ''));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AccountFrame testId="page-password-recovery" title={translate('aval.accounts.recovery.title')}>
      {sent ? (
        <Alert severity="success" role="status">
          <strong>{translate('aval.accounts.recovery.sentTitle')}</strong>
          <br />
          {sent}
        </Alert>
      ) : (
        <Form onSubmit={submit} noValidate>
          <Stack spacing={1}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {translate('aval.accounts.recovery.intro')}
            </Typography>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              source="login"
              label="aval.accounts.recovery.login"
              autoComplete="username"
              autoFocus
              disabled={submitting}
              validate={[
                required('aval.accounts.recovery.loginRequired'),
                maxLength(50, 'aval.auth.tooLong'),
              ]}
            />
            <SubmitButton label="aval.accounts.recovery.submit" submitting={submitting} />
          </Stack>
        </Form>
      )}
    </AccountFrame>
  );
};
PasswordRecoveryPage.path = '/recuperacao-da-senha';
