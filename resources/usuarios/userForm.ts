import { isBroker } from '../../domain/userTypes';
import {
  CPF_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  isValidCpf,
  isValidEmail,
  isValidName,
  isValidPhone,
  NAME_INVALID_MESSAGE,
  PHONE_INVALID_MESSAGE,
} from '../../domain/validators';
import type { SaveUserInput, UserDetails } from './types';

/** The user form's values: CPF and phone as digits, choices as ids. */
export interface UserFormValues {
  Name: string;
  Cpf: string;
  Email: string;
  Phone: string;
  Login: string;
  UserTypeId: number | null;
  ProfileUniqueId: string | null;
  BrokerId: number | null;
  HomeMenuId: number | null;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const emptyUserForm = (defaults: Partial<UserFormValues> = {}): UserFormValues => ({
  Name: '',
  Cpf: '',
  Email: '',
  Phone: '',
  Login: '',
  UserTypeId: null,
  ProfileUniqueId: null,
  BrokerId: null,
  HomeMenuId: null,
  ...defaults,
});

export const userFormOf = (user: UserDetails): UserFormValues => ({
  Name: user.Name,
  Cpf: user.Cpf,
  Email: user.Email ?? '',
  Phone: user.Phone ?? '',
  Login: user.Login,
  UserTypeId: user.UserTypeId,
  ProfileUniqueId: user.ProfileUniqueId,
  BrokerId: user.BrokerId,
  HomeMenuId: user.HomeMenuId,
});

const REQUIRED = 'resources.usuarios.validation.required';
const LOGIN = /^[A-Za-z0-9._@-]{3,50}$/;

/**
 * The same rules the gateway applies (it checks them again), so most mistakes show under their
 * field before any call. `brokerChosenByCaller`: a broker's users always get its broker.
 */
export const validateUserForm = (
  values: UserFormValues,
  { brokerChosenByCaller }: { brokerChosenByCaller: boolean },
): UserFormErrors => {
  const errors: UserFormErrors = {};
  const name = values.Name.trim();
  if (!name) errors.Name = REQUIRED;
  else if (!isValidName(name)) errors.Name = NAME_INVALID_MESSAGE;
  if (!values.Cpf) errors.Cpf = REQUIRED;
  else if (!isValidCpf(values.Cpf)) errors.Cpf = CPF_INVALID_MESSAGE;
  if (!values.Email.trim()) errors.Email = REQUIRED;
  else if (!isValidEmail(values.Email)) errors.Email = EMAIL_INVALID_MESSAGE;
  if (values.Phone && !isValidPhone(values.Phone)) errors.Phone = PHONE_INVALID_MESSAGE;
  if (!values.Login.trim()) errors.Login = REQUIRED;
  else if (!LOGIN.test(values.Login.trim())) errors.Login = 'resources.usuarios.validation.login';
  if (!values.UserTypeId) errors.UserTypeId = REQUIRED;
  if (!values.ProfileUniqueId) errors.ProfileUniqueId = REQUIRED;
  if (
    values.UserTypeId &&
    isBroker(values.UserTypeId) &&
    !brokerChosenByCaller &&
    !values.BrokerId
  ) {
    errors.BrokerId = REQUIRED;
  }
  return errors;
};

export const toSaveUserBody = (
  values: UserFormValues,
  existing?: { UniqueId: string; Version: number },
): SaveUserInput => ({
  UniqueId: existing?.UniqueId ?? null,
  Version: existing?.Version ?? null,
  Name: values.Name.trim(),
  Cpf: values.Cpf,
  Email: values.Email.trim(),
  Phone: values.Phone || null,
  Login: values.Login.trim(),
  UserTypeId: values.UserTypeId,
  ProfileUniqueId: values.ProfileUniqueId,
  BrokerId: values.UserTypeId && isBroker(values.UserTypeId) ? values.BrokerId : null,
  HomeMenuId: values.HomeMenuId,
});
