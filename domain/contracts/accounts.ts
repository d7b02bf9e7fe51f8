import { z } from 'zod';

/**
 * The account calls of signed-out users and of the session's own account (password recovery and
 * links, own password change, broker self-registration), written once: the gateway's route
 * schemas (server/modules/accounts/schemas.ts wraps the answers in the envelope) and the portal's
 * types (src/providers/accountsApi.ts, domain/brokerRegistration.ts) both come from here.
 */

const token = z.string().trim().min(1).max(512);
const password = z.string().max(1024);

// ---- requests

/** RequestRecoveryPassword's body: the login or the e-mail. */
export const recoveryBody = z
  .object({
    Login: z.string().max(200).optional().describe('Login do usuário'),
    Email: z.string().max(200).optional().describe('Ou o e-mail do usuário'),
  })
  .refine((body) => Boolean(body.Login?.trim() || body.Email?.trim()), {
    message: 'Informe o usuário ou o e-mail.',
  });

/** ValidateUserInfoChangePasswordRequest's body. */
export const changeRequestBody = z.object({
  UniqueId: token.describe('Token do link (primeiro acesso ou recuperação de senha)'),
});

/** ChangeUserInfoPassword's body. */
export const changePasswordBody = z.object({
  UniqueId: token.describe('Token do link'),
  Password: password.describe('Nova senha'),
  ConfirmPassword: password.describe('Confirmação da nova senha'),
});

/** ChangeOwnPassword's body. */
export const ownPasswordBody = z.object({
  CurrentPassword: password.min(1).describe('Senha atual'),
  Password: password.describe('Nova senha'),
  ConfirmPassword: password.describe('Confirmação da nova senha'),
});

/** ValidateBrokerRegistrationRequest's query. */
export const registrationQuery = z.object({
  Cnpj: z.string().trim().min(1).max(30).describe('CNPJ da corretora, com ou sem máscara'),
});

/**
 * InsertBroker's body and answer are the broker contract's (./brokers: one shape for the
 * self-registration and the insurer's InsertBrokerByInsurer); re-exported for the account calls.
 */
export { insertBrokerBody, insertedBroker as insertBrokerResult } from './brokers';

// ---- answers

/** ValidateUserInfoChangePasswordRequest's answer: who a first-access or recovery link is for. */
export const passwordLinkInfo = z.object({
  Valid: z.literal(true),
  Login: z.string(),
  Name: z.string(),
  Purpose: z.enum(['first_access', 'password_reset', 'sso']),
});

/** ValidateBrokerRegistrationRequest's answer. */
export const registrationCheck = z.object({ CanRegister: z.boolean(), Message: z.string() });

export type PasswordLinkInfo = z.infer<typeof passwordLinkInfo>;
export type RegistrationCheck = z.infer<typeof registrationCheck>;
export type { BrokerRegistration, InsertedBroker as InsertBrokerResult } from './brokers';
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type RecoveryInput = z.input<typeof recoveryBody>;
export type ChangeRequestInput = z.input<typeof changeRequestBody>;
export type ChangePasswordInput = z.input<typeof changePasswordBody>;
export type OwnPasswordInput = z.input<typeof ownPasswordBody>;
/** The query values as the portal holds them, before they become query-string text. */
export type RegistrationQuery = z.infer<typeof registrationQuery>;
