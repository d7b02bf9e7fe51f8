import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { maskCnpj } from '../../../domain/cpfCnpj';
import { CNPJ_INVALID_MESSAGE, isValidCnpj, stripDocument } from '../../../domain/validators';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { AccountFrame } from './AccountFrame';
import { errorText } from '../../providers/errorText';
import { SubmitButton } from '../../components';

const validateCnpj = (value: string | undefined) => {
  if (!value?.trim()) return 'Campo obrigatório';
  return isValidCnpj(value) ? undefined : CNPJ_INVALID_MESSAGE;
};

/** /iniciar-cadastro: the broker's CNPJ, checked with the insurer before the full form. */
export const StartRegistrationPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<{ severity: 'warning' | 'error'; text: string } | null>(
    null,
  );
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { cnpj?: string }) => {
    setRefusal(null);
    setSubmitting(true);
    const cnpj = stripDocument(values.cnpj);
    try {
      const check = await dataProvider.validateBrokerRegistration(cnpj);
      if (check.CanRegister) {
        navigate(`/completar-cadastro/${cnpj}`);
        return;
      }
      setRefusal({ severity: 'warning', text: check.Message });
    } catch (failure) {
      setRefusal({ severity: 'error', text: errorText(failure) });
    }
    setSubmitting(false);
  };

  return (
    <AccountFrame
      testId="page-start-registration"
      title={translate('aval.accounts.registration.startTitle')}
    >
      <Form onSubmit={submit} noValidate>
        <Stack spacing={1}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('aval.accounts.registration.startIntro')}
          </Typography>
          {refusal && (
            <Alert severity={refusal.severity} role="alert">
              {refusal.text}
            </Alert>
          )}
          <TextInput
            source="cnpj"
            label="aval.accounts.registration.cnpj"
            autoFocus
            disabled={submitting}
            format={(value: string | undefined) => maskCnpj(value)}
            parse={(value: string) => maskCnpj(value)}
            placeholder="00.000.000/0000-00"
            slotProps={{ htmlInput: { inputMode: 'text', maxLength: 18 } }}
            validate={validateCnpj}
          />
          <SubmitButton label="aval.accounts.registration.continue" submitting={submitting} />
        </Stack>
      </Form>
    </AccountFrame>
  );
};
StartRegistrationPage.path = '/iniciar-cadastro';
