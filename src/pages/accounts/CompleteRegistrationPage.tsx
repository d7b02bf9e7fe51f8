import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, useDataProvider, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { BrokerRegistration } from '../../../domain/brokerRegistration';
import { maskCnpj } from '../../../domain/cpfCnpj';
import type { InsertBrokerResult } from '../../providers/accountsApi';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { AccountFrame } from './AccountFrame';
import { errorText } from '../../providers/errorText';
import { RegistrationField } from './RegistrationFields';
import { SubmitButton } from '../../components';

const emptyRegistration = (cnpj: string): BrokerRegistration => ({
  Name: '',
  Cnpj: maskCnpj(cnpj),
  SusepCode: '',
  Email: '',
  Phone: '',
  User: { Name: '', Cpf: '', Email: '', Phone: '', Login: '' },
});

const SectionTitle = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1 }}>
    {children}
  </Typography>
);

/**
 * /completar-cadastro/:cnpj: the broker's data and its first user, validated field by field with
 * the domain rules; InsertBroker creates them (pending analysis) and e-mails the first-access link.
 */
export const CompleteRegistrationPage = () => {
  const translate = useTranslate();
  const { cnpj = '' } = useParams();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<InsertBrokerResult | null>(null);
  const check = useQuery({
    queryKey: ['accounts', 'brokerRegistration', cnpj],
    queryFn: () => dataProvider.validateBrokerRegistration(cnpj),
    retry: false,
    gcTime: 0,
    enabled: done === null,
  });
  const title = translate('aval.accounts.registration.completeTitle');

  const submit = async (values: BrokerRegistration) => {
    setError(null);
    setSubmitting(true);
    try {
      setDone(await dataProvider.insertBroker({ ...values, Cnpj: cnpj }));
    } catch (failure) {
      setError(errorText(failure));
    }
    setSubmitting(false);
  };

  if (done) {
    return (
      <AccountFrame
        testId="page-registration-done"
        title={translate('aval.accounts.registration.doneTitle')}
      >
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
            <MarkEmailReadOutlinedIcon />
          </Box>
          <Typography role="status">
            {translate('aval.accounts.registration.doneMessage', {
              email: done.Email,
              login: done.Login,
            })}
          </Typography>
        </Stack>
      </AccountFrame>
    );
  }

  if (check.isPending || check.isError || !check.data.CanRegister) {
    return (
      <AccountFrame testId="page-complete-registration" title={title}>
        {check.isPending ? (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress aria-label={translate('aval.accounts.registration.checking')} />
            <Typography color="text.secondary">
              {translate('aval.accounts.registration.checking')}
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Alert severity="warning" role="alert">
              {check.isError ? errorText(check.error) : check.data.Message}
            </Alert>
            <Button component={Link} to="/iniciar-cadastro" variant="contained">
              {translate('aval.accounts.registration.startOver')}
            </Button>
          </Stack>
        )}
      </AccountFrame>
    );
  }

  return (
    <AccountFrame testId="page-complete-registration" title={title} wide>
      <Form<BrokerRegistration>
        onSubmit={(values: Partial<BrokerRegistration>) => submit(values as BrokerRegistration)}
        defaultValues={emptyRegistration(cnpj)}
        noValidate
      >
        <Stack spacing={2}>
          <SectionTitle>{translate('aval.accounts.registration.brokerSection')}</SectionTitle>
          <Grid container columnSpacing={2}>
            <RegistrationField field="Name" width={12} disabled={submitting} />
            <RegistrationField field="Cnpj" readOnly disabled={submitting} />
            <RegistrationField field="SusepCode" disabled={submitting} />
            <RegistrationField field="Email" disabled={submitting} />
            <RegistrationField field="Phone" disabled={submitting} />
          </Grid>
          <SectionTitle>{translate('aval.accounts.registration.userSection')}</SectionTitle>
          <Typography variant="body2" color="text.secondary" sx={{ mt: '0 !important' }}>
            {translate('aval.accounts.registration.userHint')}
          </Typography>
          <Grid container columnSpacing={2}>
            <RegistrationField field="User.Name" width={12} disabled={submitting} />
            <RegistrationField field="User.Cpf" disabled={submitting} />
            <RegistrationField field="User.Login" disabled={submitting} />
            <RegistrationField field="User.Email" disabled={submitting} />
            <RegistrationField field="User.Phone" disabled={submitting} />
          </Grid>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <SubmitButton label="aval.accounts.registration.submit" submitting={submitting} />
        </Stack>
      </Form>
    </AccountFrame>
  );
};
CompleteRegistrationPage.path = '/completar-cadastro/:cnpj';
