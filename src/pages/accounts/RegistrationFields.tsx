import { Grid } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import {
  type BrokerRegistrationField,
  brokerRegistrationFieldProblem,
  brokerRegistrationLabels,
  optionalBrokerRegistrationFields,
} from '../../../domain/brokerRegistration';
import { maskCnpj, maskCpf } from '../../../domain/cpfCnpj';
import { maskPhone } from '../../../domain/format';

const masks: Partial<Record<BrokerRegistrationField, (value: string) => string>> = {
  Cnpj: maskCnpj,
  Phone: maskPhone,
  'User.Cpf': maskCpf,
  'User.Phone': maskPhone,
};

const autoComplete: Partial<Record<BrokerRegistrationField, string>> = {
  Name: 'organization',
  Email: 'email',
  Phone: 'tel',
  'User.Name': 'name',
  'User.Email': 'email',
  'User.Phone': 'tel',
  'User.Login': 'username',
};

interface FieldProps {
  field: BrokerRegistrationField;
  disabled?: boolean;
  readOnly?: boolean;
  /** grid columns out of 12 on wide screens */
  width?: number;
}

type Validator = ((value: string | undefined) => string | undefined) & { isRequired?: boolean };

/** The domain rule of the field; react-admin marks the label with * when it is required. */
const validatorOf = (field: BrokerRegistrationField): Validator => {
  const validate: Validator = (value) => brokerRegistrationFieldProblem(field, value);
  validate.isRequired = !optionalBrokerRegistrationFields.includes(field);
  return validate;
};

const validators = Object.fromEntries(
  (Object.keys(brokerRegistrationLabels) as BrokerRegistrationField[]).map((field) => [
    field,
    validatorOf(field),
  ]),
) as Record<BrokerRegistrationField, Validator>;

/** One registration field: the domain label, mask and validator (the gateway's own rules). */
export const RegistrationField = ({ field, disabled, readOnly, width = 6 }: FieldProps) => {
  const translate = useTranslate();
  const mask = masks[field];
  const label = brokerRegistrationLabels[field];
  return (
    <Grid size={{ xs: 12, sm: width }}>
      <TextInput
        source={field}
        label={
          optionalBrokerRegistrationFields.includes(field)
            ? translate('aval.accounts.registration.optional', { label })
            : label
        }
        disabled={disabled}
        readOnly={readOnly}
        autoComplete={autoComplete[field]}
        format={mask ? (value: string | undefined) => mask(value ?? '') : undefined}
        parse={mask ? (value: string) => mask(value) : undefined}
        validate={validators[field]}
        helperText={false}
        sx={{ mb: 0 }}
      />
    </Grid>
  );
};
