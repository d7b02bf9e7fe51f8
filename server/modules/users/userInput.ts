import {
  isValidCpf,
  isValidEmail,
  isValidName,
  isValidPhone,
  stripDocument,
} from '../../../domain/validators';
import { ValidationError } from '../../http/errors';
import * as M from './messages';
import type { SaveUserBody } from './schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOGIN = /^[A-Za-z0-9._@-]{3,50}$/;

/** A SaveUserInfo body checked field by field, text trimmed, documents and phone as digits. */
export interface UserInput {
  uniqueId: string | null;
  name: string;
  cpf: string;
  email: string;
  phone: string | null;
  login: string;
  userTypeId: number;
  profileUniqueId: string;
  brokerId: number | null;
  homeMenuId: number | null;
  version: number | null;
}

const text = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/** Every problem of the body at once (400), each message naming its field in pt-BR. */
export const readUserInput = (body: SaveUserBody, allowedTypes: readonly number[]): UserInput => {
  const errors: string[] = [];
  const name = text(body.Name);
  if (!name) errors.push(M.NAME_REQUIRED);
  else if (name.length > 100) errors.push(M.NAME_TOO_LONG);
  else if (!isValidName(name)) errors.push(M.NAME_INVALID);

  const cpf = stripDocument(body.Cpf);
  if (!cpf) errors.push(M.CPF_REQUIRED);
  else if (!isValidCpf(cpf)) errors.push(M.CPF_INVALID);

  const email = text(body.Email).toLowerCase();
  if (!email) errors.push(M.EMAIL_REQUIRED);
  else if (!isValidEmail(email)) errors.push(M.EMAIL_INVALID);

  const phoneText = text(body.Phone);
  if (phoneText && !isValidPhone(phoneText)) errors.push(M.PHONE_INVALID);

  const login = text(body.Login);
  if (!login) errors.push(M.LOGIN_REQUIRED);
  else if (!LOGIN.test(login)) errors.push(M.LOGIN_INVALID);

  const userTypeId = body.UserTypeId ?? 0;
  if (!allowedTypes.includes(userTypeId)) {
    errors.push(
      allowedTypes.length === 1 && body.UserTypeId ? M.AGENT_TYPE_ONLY : M.USER_TYPE_INVALID,
    );
  }

  const profileUniqueId = text(body.ProfileUniqueId);
  if (!profileUniqueId) errors.push(M.PROFILE_REQUIRED);
  else if (!UUID.test(profileUniqueId)) errors.push(M.PROFILE_NOT_FOUND);

  const uniqueId = body.UniqueId ?? null;
  if (uniqueId && (body.Version === null || body.Version === undefined)) {
    errors.push(M.VERSION_REQUIRED);
  }
  if (errors.length > 0) throw new ValidationError(errors);

  return {
    uniqueId,
    name,
    cpf,
    email,
    phone: phoneText ? phoneText.replace(/\D/g, '') : null,
    login,
    userTypeId,
    profileUniqueId: profileUniqueId.toLowerCase(),
    brokerId: body.BrokerId ?? null,
    homeMenuId: body.HomeMenuId ?? null,
    version: body.Version ?? null,
  };
};
