import { Alert, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Form, maxLength, required, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { stripDocument } from '../../../domain/cpfCnpj';
import { formatBRL, formatDate } from '../../../domain/format';
import { policyStatusColor, policyStatusLabels } from '../../../domain/policyStatus';
import { DataList, Datum, StatusChip, SubmitButton } from '../../components';
import { DocumentInput } from '../../components/parties';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../providers/errorText';
import { AccountFrame } from '../accounts/AccountFrame';
import type { PolicyValidationAnswer } from './policyValidationApi';

interface Values {
  numero?: string;
  documento?: string;
}

const statusIdOf = (name: string) =>
  Number(Object.entries(policyStatusLabels).find(([, label]) => label === name)?.[0] ?? 0);

/** What the gateway confirms: status, modality, IS, term and insurer — nothing more. */
const ValidationResult = ({ policy }: { policy: PolicyValidationAnswer }) => {
  const translate = useTranslate();
  const rows: [string, React.ReactNode][] = [
    [
      translate('aval.policyValidation.status'),
      <StatusChip
        key="status"
        label={policy.StatusName}
        color={policyStatusColor(statusIdOf(policy.StatusName))}
      />,
    ],
    [translate('aval.policyValidation.modality'), policy.ModalityName],
    [translate('aval.policyValidation.insuredAmount'), formatBRL(policy.InsuredAmountValue)],
    [
      translate('aval.policyValidation.term'),
      translate('aval.policyValidation.termValue', {
        start: formatDate(policy.StartDate),
        end: formatDate(policy.EndDate),
      }),
    ],
    [translate('aval.policyValidation.insurer'), policy.InsurerName],
  ];
  return (
    <Stack spacing={1} role="status">
      <Alert severity="success">
        {translate('aval.policyValidation.valid')} — nº {policy.PolicyNumber}
      </Alert>
      <DataList columns={2}>
        {rows.map(([label, value]) => (
          <Datum key={label} label={label}>
            {value}
          </Datum>
        ))}
      </DataList>
    </Stack>
  );
};

/**
 * /validar-apolice (no sign-in): anyone with a policy number and the insured's or the holder's
 * CPF/CNPJ confirms the policy is authentic. The policy document's QR code opens it with
 * ?numero=&documento=, filled in and checked at once.
 */
export const ValidarApolicePage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const [params] = useSearchParams();
  const initial: Values = {
    numero: params.get('numero')?.trim() ?? '',
    documento: stripDocument(params.get('documento')),
  };
  const [policy, setPolicy] = useState<PolicyValidationAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    setError(null);
    setPolicy(null);
    setSubmitting(true);
    try {
      setPolicy(
        await dataProvider.validatePolicy(
          values.numero?.trim() ?? '',
          stripDocument(values.documento),
        ),
      );
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  // the QR link brings both: check at once, once
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmitted.current || !initial.numero || !initial.documento) return;
    autoSubmitted.current = true;
    void submit(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the link's first values
  }, []);

  return (
    <AccountFrame
      testId="page-validar-apolice"
      title={translate('aval.policyValidation.title')}
      backLink={false}
      wide
    >
      <Form onSubmit={submit} defaultValues={initial} noValidate>
        <Stack spacing={1}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('aval.policyValidation.intro')}
          </Typography>
          <TextInput
            source="numero"
            label="aval.policyValidation.number"
            disabled={submitting}
            validate={[
              required('aval.policyValidation.numberRequired'),
              maxLength(30, 'aval.auth.tooLong'),
            ]}
          />
          <DocumentInput
            source="documento"
            label="aval.policyValidation.document"
            size="medium"
            disabled={submitting}
            validate={required('aval.policyValidation.documentRequired')}
          />
          <SubmitButton label="aval.policyValidation.submit" submitting={submitting} />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {policy && <ValidationResult policy={policy} />}
        </Stack>
      </Form>
    </AccountFrame>
  );
};
ValidarApolicePage.path = '/validar-apolice';
