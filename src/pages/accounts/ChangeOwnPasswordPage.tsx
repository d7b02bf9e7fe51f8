import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Form,
  PasswordInput,
  required,
  Title,
  useDataProvider,
  useLogout,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { storage } from '../../providers/storage';
import type { SessionUserInfo } from '../../providers/types';
import { errorText } from '../../providers/errorText';
import { PasswordFields, type PasswordValues } from './PasswordFields';

interface OwnPasswordValues extends PasswordValues {
  currentPassword?: string;
}

/**
 * /trocar-senha: the signed-in user sets a new password, proving the current one. The portal
 * sends users here while GetUserInfo says MustChangePassword (an administrator forced it).
 */
export const ChangeOwnPasswordPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const { permissions } = usePermissions<SessionUserInfo | null>();
  const logout = useLogout();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const forced = Boolean(permissions?.MustChangePassword);
  const title = translate(
    forced ? 'aval.accounts.password.forcedTitle' : 'aval.accounts.password.ownTitle',
  );

  const submit = async (values: OwnPasswordValues) => {
    setError(null);
    setSubmitting(true);
    try {
      await dataProvider.changeOwnPassword(
        values.currentPassword ?? '',
        values.password ?? '',
        values.confirmPassword ?? '',
      );
      storage.clearSession();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      notify('aval.accounts.password.saved', { type: 'success' });
      navigate(storage.getLoginPath(), { replace: true });
    } catch (failure) {
      setError(errorText(failure));
      setSubmitting(false);
    }
  };

  return (
    <Box data-testid="page-change-own-password" sx={{ p: { xs: 1, sm: 2 }, maxWidth: 560 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Form<OwnPasswordValues> onSubmit={submit} noValidate>
            <Stack spacing={1}>
              <Typography variant="h5" component="h2">
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {translate(
                  forced ? 'aval.accounts.password.forcedIntro' : 'aval.accounts.password.ownIntro',
                )}
              </Typography>
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
              <PasswordInput
                source="currentPassword"
                label="aval.accounts.password.currentPassword"
                autoComplete="current-password"
                disabled={submitting}
                validate={required('aval.accounts.password.currentRequired')}
              />
              <PasswordFields login={permissions?.Username} disabled={submitting} />
              <Stack direction="row" spacing={1}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={submitting}
                  startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}
                >
                  {translate('aval.accounts.password.submit')}
                </Button>
                {forced && (
                  <Button onClick={() => logout()} disabled={submitting}>
                    {translate('aval.accounts.password.signOut')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
ChangeOwnPasswordPage.path = '/trocar-senha';
