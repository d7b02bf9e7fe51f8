import { Alert, Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Title, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BrokerRegistration } from '../../domain/brokerRegistration';
import { Breadcrumb, SubmitButton, useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { BrokerRegistrationInput } from './BrokerRegistrationInputs';
import { useBrokerText } from './useBrokerText';

const emptyRegistration: BrokerRegistration = {
  Name: '',
  Cnpj: '',
  SusepCode: '',
  Email: '',
  Phone: '',
  User: { Name: '', Cpf: '', Email: '', Phone: '', Login: '' },
};

const Section = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
    {children}
  </Typography>
);

/**
 * /corretores/cadastrar-novo-corretor: the insurer registers a broker (active at once) and its
 * first user, who receives the first-access link by e-mail.
 */
export const BrokerCreate = () => {
  const { insertBrokerByInsurer } = useDataProvider<AvalDataProvider>();
  const t = useBrokerText();
  const navigate = useNavigate();
  const modals = useModals();
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const title = t('create.title');

  const submit = async (values: BrokerRegistration) => {
    setErrors([]);
    setSubmitting(true);
    try {
      const created = await insertBrokerByInsurer(values);
      setSubmitting(false);
      await modals.showSuccess(t('create.done', { email: created.Email, login: created.Login }));
      navigate(`/corretor/${created.BrokerUniqueId}`);
    } catch (error) {
      setErrors(gatewayMessages(error));
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-cadastrar-corretor">
      <Title title={title} />
      <Breadcrumb
        items={[{ label: 'resources.corretores.list.title', to: '/corretores' }, { label: title }]}
      />
      <Card sx={{ maxWidth: 960 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Form<BrokerRegistration>
            onSubmit={(values: Partial<BrokerRegistration>) => submit(values as BrokerRegistration)}
            defaultValues={emptyRegistration}
            noValidate
          >
            <Stack spacing={2}>
              <Section>{t('create.brokerSection')}</Section>
              <Grid container columnSpacing={2}>
                <BrokerRegistrationInput field="Name" width={12} disabled={submitting} />
                <BrokerRegistrationInput field="Cnpj" disabled={submitting} />
                <BrokerRegistrationInput field="SusepCode" disabled={submitting} />
                <BrokerRegistrationInput field="Email" disabled={submitting} />
                <BrokerRegistrationInput field="Phone" disabled={submitting} />
              </Grid>
              <Section>{t('create.userSection')}</Section>
              <Typography variant="body2" color="text.secondary">
                {t('create.userHint')}
              </Typography>
              <Grid container columnSpacing={2}>
                <BrokerRegistrationInput field="User.Name" width={12} disabled={submitting} />
                <BrokerRegistrationInput field="User.Cpf" disabled={submitting} />
                <BrokerRegistrationInput field="User.Login" disabled={submitting} />
                <BrokerRegistrationInput field="User.Email" disabled={submitting} />
                <BrokerRegistrationInput field="User.Phone" disabled={submitting} />
              </Grid>
              {errors.length > 0 && (
                <Alert severity="error" role="alert">
                  {errors.map((error) => (
                    <div key={error}>{error}</div>
                  ))}
                </Alert>
              )}
              <Box>
                <SubmitButton label="resources.corretores.create.submit" submitting={submitting} />
              </Box>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
BrokerCreate.path = '/corretores/cadastrar-novo-corretor';
