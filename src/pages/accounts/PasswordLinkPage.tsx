import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { storage } from '../../providers/storage';
import { AccountFrame } from './AccountFrame';
import { errorText } from '../../providers/errorText';
import { PasswordFields, type PasswordValues } from './PasswordFields';
import { SubmitButton } from '../../components';

type LinkKind = 'first_access' | 'password_reset';

/**
 * /primeiro-acesso/:token and /alterar-senha/:token: the e-mailed link is checked on load
 * (who it is for), then the new password is set; every session of the user ends, so the user
 * signs in again with it.
 */
export const PasswordLinkPage = ({ kind }: { kind: LinkKind }) => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const link = useQuery({
    queryKey: ['accounts', 'passwordLink', token],
    queryFn: () => dataProvider.validateChangePasswordRequest(token),
    retry: false,
    gcTime: 0,
  });
  const title = translate(
    kind === 'first_access'
      ? 'aval.accounts.password.firstAccessTitle'
      : 'aval.accounts.password.resetTitle',
  );

  const submit = async (values: PasswordValues) => {
    setError(null);
    setSubmitting(true);
    try {
      await dataProvider.changePasswordWithToken(
        token,
        values.password ?? '',
        values.confirmPassword ?? '',
      );
      // the gateway ended every session of this user: if it is signed in here, it signs in again
      const signedIn = storage.getUserInfo()?.Username?.toLowerCase();
      if (signedIn && signedIn === link.data?.Login.toLowerCase()) {
        storage.clearSession();
        await queryClient.invalidateQueries({ queryKey: ['auth'] });
      }
      notify('aval.accounts.password.saved', { type: 'success' });
      navigate(storage.getLoginPath(), { replace: true });
    } catch (failure) {
      setError(errorText(failure));
      setSubmitting(false);
    }
  };

  if (link.isPending) {
    return (
      <AccountFrame testId="page-password-link" title={title}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress aria-label={translate('aval.accounts.password.checking')} />
          <Typography color="text.secondary">
            {translate('aval.accounts.password.checking')}
          </Typography>
        </Stack>
      </AccountFrame>
    );
  }

  if (link.isError) {
    return (
      <AccountFrame
        testId="page-password-link"
        title={translate('aval.accounts.password.invalidTitle')}
      >
        <Stack spacing={2}>
          <Alert severity="warning" role="alert">
            {errorText(link.error)}
          </Alert>
          <Button component={Link} to="/recuperacao-da-senha" variant="contained">
            {translate('aval.accounts.password.requestNew')}
          </Button>
        </Stack>
      </AccountFrame>
    );
  }

  const { Name, Login } = link.data;
  return (
    <AccountFrame testId="page-password-link" title={title}>
      <Form<PasswordValues> onSubmit={submit} noValidate mode="onChange">
        <Stack spacing={1}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate(
              kind === 'first_access'
                ? 'aval.accounts.password.firstAccessIntro'
                : 'aval.accounts.password.resetIntro',
              { name: Name, login: Login },
            )}
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={Login}
            readOnly
            hidden
          />
          <PasswordFields login={Login} disabled={submitting} />
          <SubmitButton label="aval.accounts.password.submit" submitting={submitting} />
        </Stack>
      </Form>
    </AccountFrame>
  );
};
