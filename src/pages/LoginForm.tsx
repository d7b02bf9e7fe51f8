import { Alert, Link as MuiLink, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SubmitButton } from '../components';
import {
  Form,
  maxLength,
  PasswordInput,
  required,
  TextInput,
  useLogin,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { errorStatus, errorText } from '../providers/errorText';

interface Credentials {
  username: string;
  password: string;
}

const MAX_LENGTH = 50;

/**
 * Login and password; the gateway's pt-BR message is shown on failure, a lock opens /locked.
 * `advisorOnly` (the advisor sign-in page) refuses users who are not risk advisors.
 */
export const LoginForm = ({ advisorOnly = false }: { advisorOnly?: boolean }) => {
  const translate = useTranslate();
  const login = useLogin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Partial<Credentials>) => {
    setError(null);
    setSubmitting(true);
    try {
      await login({
        username: values.username?.trim() ?? '',
        password: values.password ?? '',
        ...(advisorOnly ? { advisorOnly } : {}),
      });
      // react-admin's own session check must see the new session (the login page is a custom route)
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    } catch (failure) {
      if (errorStatus(failure) === 423) navigate('/locked');
      else setError(translate(errorText(failure), { _: errorText(failure) }));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Partial<Credentials>> onSubmit={submit} noValidate>
      <Stack spacing={1}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          source="username"
          label="aval.auth.login"
          autoComplete="username"
          autoFocus
          disabled={submitting}
          validate={[
            required('aval.auth.loginRequired'),
            maxLength(MAX_LENGTH, 'aval.auth.tooLong'),
          ]}
        />
        <PasswordInput
          source="password"
          label="aval.auth.password"
          autoComplete="current-password"
          disabled={submitting}
          validate={[required('aval.auth.passwordRequired')]}
        />
        <SubmitButton label="aval.auth.submit" submitting={submitting} />
        <MuiLink component={Link} to="/recuperacao-da-senha" sx={{ alignSelf: 'center', pt: 1 }}>
          {translate('aval.auth.forgotPassword')}
        </MuiLink>
        <MuiLink component={Link} to="/iniciar-cadastro" sx={{ alignSelf: 'center' }}>
          {translate('aval.accounts.registerLink')}
        </MuiLink>
      </Stack>
    </Form>
  );
};
