import type { BrokerRegistration } from './contracts/brokers';
import {
  CNPJ_INVALID_MESSAGE,
  CPF_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidName,
  isValidPhone,
  NAME_INVALID_MESSAGE,
  PHONE_INVALID_MESSAGE,
  stripDocument,
} from './validators';

/**
 * Broker self-registration (/completar-cadastro/:cnpj → Broker/InsertBroker): the broker and its
 * first user, checked field by field with the same messages in the portal and the gateway. Its
 * shape is InsertBroker's body in the contract (./contracts/accounts).
 */
export type { BrokerRegistration };

export type BrokerRegistrationField =
  | 'Name'
  | 'Cnpj'
  | 'SusepCode'
  | 'Email'
  | 'Phone'
  | 'User.Name'
  | 'User.Cpf'
  | 'User.Email'
  | 'User.Phone'
  | 'User.Login';

/** pt-BR label of each field, as the form shows it and the gateway's messages name it. */
export const brokerRegistrationLabels: Record<BrokerRegistrationField, string> = {
  Name: 'Razão social da corretora',
  Cnpj: 'CNPJ da corretora',
  SusepCode: 'Código SUSEP',
  Email: 'E-mail da corretora',
  Phone: 'Telefone da corretora',
  'User.Name': 'Nome do usuário',
  'User.Cpf': 'CPF do usuário',
  'User.Email': 'E-mail do usuário',
  'User.Phone': 'Telefone do usuário',
  'User.Login': 'Login do usuário',
};

export interface FieldProblem {
  field: BrokerRegistrationField;
  message: string;
}

export const REQUIRED_MESSAGE = 'Campo obrigatório';
export const SUSEP_CODE_MESSAGE = 'Informe apenas números (de 5 a 20 dígitos)';
export const LOGIN_MESSAGE =
  'Use de 3 a 50 letras sem acento, números, ponto, hífen, sublinhado ou @';
export const BROKER_NAME_MAX_LENGTH = 150;
export const PERSON_NAME_MAX_LENGTH = 100;

const LOGIN = /^[A-Za-z0-9._@-]{3,50}$/;
const SUSEP_CODE = /^\d{5,20}$/;

export const digitsOnly = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
const text = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
const tooLong = (max: number) => `Use no máximo ${max} caracteres`;

type Check = (value: string) => string | undefined;

const checks: Record<BrokerRegistrationField, Check> = {
  Name: (value) =>
    value.length > BROKER_NAME_MAX_LENGTH ? tooLong(BROKER_NAME_MAX_LENGTH) : undefined,
  Cnpj: (value) => (isValidCnpj(value) ? undefined : CNPJ_INVALID_MESSAGE),
  SusepCode: (value) =>
    SUSEP_CODE.test(digitsOnly(value)) && !/[A-Za-z]/.test(value) ? undefined : SUSEP_CODE_MESSAGE,
  Email: (value) => (isValidEmail(value) ? undefined : EMAIL_INVALID_MESSAGE),
  Phone: (value) => (isValidPhone(value) ? undefined : PHONE_INVALID_MESSAGE),
  'User.Name': (value) => {
    if (value.length > PERSON_NAME_MAX_LENGTH) return tooLong(PERSON_NAME_MAX_LENGTH);
    return isValidName(value) ? undefined : NAME_INVALID_MESSAGE;
  },
  'User.Cpf': (value) => (isValidCpf(value) ? undefined : CPF_INVALID_MESSAGE),
  'User.Email': (value) => (isValidEmail(value) ? undefined : EMAIL_INVALID_MESSAGE),
  'User.Phone': (value) => (isValidPhone(value) ? undefined : PHONE_INVALID_MESSAGE),
  'User.Login': (value) => (LOGIN.test(value) ? undefined : LOGIN_MESSAGE),
};

export const brokerRegistrationFields = Object.keys(checks) as BrokerRegistrationField[];

export const readField = (
  data: Partial<BrokerRegistration> | null | undefined,
  field: BrokerRegistrationField,
): string => {
  if (field.startsWith('User.')) {
    const key = field.slice(5) as keyof BrokerRegistration['User'];
    return text(data?.User?.[key]);
  }
  const value = data?.[field as Exclude<keyof BrokerRegistration, 'User'>];
  return typeof value === 'string' ? text(value) : '';
};

/** Fields that may stay empty. */
export const optionalBrokerRegistrationFields: readonly BrokerRegistrationField[] = ['User.Phone'];

/** The problem of one field (required, then its validator), or undefined. */
export const brokerRegistrationFieldProblem = (
  field: BrokerRegistrationField,
  value: string | null | undefined,
): string | undefined => {
  const trimmed = text(value);
  if (!trimmed) {
    return optionalBrokerRegistrationFields.includes(field) ? undefined : REQUIRED_MESSAGE;
  }
  return checks[field](trimmed);
};

/** Every problem of the registration, in form order. */
export const brokerRegistrationProblems = (
  data: Partial<BrokerRegistration> | null | undefined,
): FieldProblem[] =>
  brokerRegistrationFields.flatMap((field) => {
    const message = brokerRegistrationFieldProblem(field, readField(data, field));
    return message ? [{ field, message }] : [];
  });

/** "CNPJ da corretora: CNPJ inválido." — a gateway message naming the field. */
export const fieldProblemMessage = ({ field, message }: FieldProblem) =>
  `${brokerRegistrationLabels[field]}: ${message}${/[.!?]$/.test(message) ? '' : '.'}`;

/** The registration as stored: trimmed text, documents and phones without the mask. */
export const normalizeBrokerRegistration = (data: BrokerRegistration): BrokerRegistration => ({
  Name: text(data.Name),
  Cnpj: stripDocument(data.Cnpj),
  SusepCode: digitsOnly(data.SusepCode),
  Email: text(data.Email).toLowerCase(),
  Phone: digitsOnly(data.Phone),
  User: {
    Name: text(data.User.Name),
    Cpf: stripDocument(data.User.Cpf),
    Email: text(data.User.Email).toLowerCase(),
    Phone: digitsOnly(data.User.Phone),
    Login: text(data.User.Login),
  },
});
