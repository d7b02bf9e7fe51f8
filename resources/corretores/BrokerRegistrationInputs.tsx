import { Grid } from '@mui/material';
import { TextInput } from 'react-admin';
import {
  type BrokerRegistrationField,
  brokerRegistrationFieldProblem,
  brokerRegistrationLabels,
  optionalBrokerRegistrationFields,
} from '../../domain/brokerRegistration';
import { maskCnpj, maskCpf } from '../../domain/cpfCnpj';
import { maskPhone } from '../../domain/format';
import { useBrokerText } from './useBrokerText';

const masks: Partial<Record<BrokerRegistrationField, (value: string) => string>> = {
  Cnpj: maskCnpj,
  Phone: maskPhone,
  'User.Cpf': maskCpf,
  'User.Phone': maskPhone,
};

type Validator = ((value: string | undefined) => string | undefined) & { isRequired?: boolean };

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

/** One field of the broker registration: the domain's label, mask and rule (as the gateway). */
export const BrokerRegistrationInput = ({
  field,
  width = 6,
  disabled,
}: {
  field: BrokerRegistrationField;
  width?: number;
  disabled?: boolean;
}) => {
  const t = useBrokerText();
  const mask = masks[field];
  const label = brokerRegistrationLabels[field];
  return (
    <Grid size={{ xs: 12, sm: width }}>
      <TextInput
        source={field}
        label={
          optionalBrokerRegistrationFields.includes(field) ? t('create.optional', { label }) : label
        }
        disabled={disabled}
        format={mask ? (value: string | undefined) => mask(value ?? '') : undefined}
        parse={mask ? (value: string) => mask(value) : undefined}
        validate={validators[field]}
        helperText={false}
        sx={{ mb: 0 }}
      />
    </Grid>
  );
};
