import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
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

const field = z.string().max(200).optional().default('');

export const insertBrokerBody = z.object({
  Name: field.describe('Razão social da corretora'),
  Cnpj: field.describe('CNPJ da corretora'),
  SusepCode: field.describe('Código SUSEP'),
  Email: field.describe('E-mail da corretora'),
  Phone: field.describe('Telefone da corretora'),
  User: z
    .object({
      Name: field.describe('Nome do primeiro usuário'),
      Cpf: field.describe('CPF'),
      Email: field.describe('E-mail (recebe o link de primeiro acesso)'),
      Phone: field.describe('Telefone (opcional)'),
      Login: field.describe('Login'),
    })
    .optional()
    .default({ Name: '', Cpf: '', Email: '', Phone: '', Login: '' }),
});

export const insertBrokerAnswer = envelopeOf(
  z.object({
    BrokerId: int32(),
    BrokerUniqueId: z.string(),
    RegistrationStatus: z.enum(['pending', 'active']),
    UserUniqueId: z.string(),
    Login: z.string(),
    Email: z.string().describe('Para onde foi o link de primeiro acesso'),
  }),
);

export const messageAnswer = envelopeOf(z.string());
export const trueAnswer = envelopeOf(z.boolean());
