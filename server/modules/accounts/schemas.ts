import { z } from 'zod';
import { insertedBroker } from '../../../domain/contracts/brokers';
import { envelopeOf } from '../../http/envelope';

const token = z.string().trim().min(1).max(512);
const password = z.string().max(1024);

export const recoveryBody = z
  .object({
    Login: z.string().max(200).optional().describe('Login do usuário'),
    Email: z.string().max(200).optional().describe('Ou o e-mail do usuário'),
  })
  .refine((body) => Boolean(body.Login?.trim() || body.Email?.trim()), {
    message: 'Informe o usuário ou o e-mail.',
  });

export const changeRequestBody = z.object({
  UniqueId: token.describe('Token do link (primeiro acesso ou recuperação de senha)'),
});

export const changeRequestAnswer = envelopeOf(
  z.object({
    Valid: z.literal(true),
    Login: z.string(),
    Name: z.string(),
    Purpose: z.enum(['first_access', 'password_reset', 'sso']),
  }),
);

export const changePasswordBody = z.object({
  UniqueId: token.describe('Token do link'),
  Password: password.describe('Nova senha'),
  ConfirmPassword: password.describe('Confirmação da nova senha'),
});

export const ownPasswordBody = z.object({
  CurrentPassword: password.min(1).describe('Senha atual'),
  Password: password.describe('Nova senha'),
  ConfirmPassword: password.describe('Confirmação da nova senha'),
});

export const registrationQuery = z.object({
  Cnpj: z.string().trim().min(1).max(30).describe('CNPJ da corretora, com ou sem máscara'),
});

export const registrationAnswer = envelopeOf(
  z.object({ CanRegister: z.boolean(), Message: z.string() }),
);

// The broker self-registration's body and answer are the broker contract's (shared with
// InsertBrokerByInsurer and the portal).
export { insertBrokerBody } from '../../../domain/contracts/brokers';
export const insertBrokerAnswer = envelopeOf(insertedBroker);

export const messageAnswer = envelopeOf(z.string());
export const trueAnswer = envelopeOf(z.boolean());
