import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';
import { UNSUPPORTED_GRANT } from './messages';

export const grantTypes = [
  'password',
  'refresh_token',
  'authorization_code',
  'custom_entra',
] as const;

/** Form-urlencoded or JSON, OAuth2 style. */
export const getTokenBody = z.object({
  grant_type: z.enum(grantTypes, {
    error: (issue) => (issue.input === undefined ? undefined : UNSUPPORTED_GRANT),
  }),
  username: z.string().max(200).optional().describe('Login (grant_type=password)'),
  password: z.string().max(256).optional().describe('Senha (grant_type=password)'),
  refresh_token: z.string().max(512).optional().describe('grant_type=refresh_token'),
  code: z
    .string()
    .max(4096)
    .optional()
    .describe(
      'authorization_code: token de acesso único (Security/IssueSsoToken); custom_entra: código do provedor de identidade',
    ),
  state: z.string().max(512).optional().describe('custom_entra: state da resposta do provedor'),
  iss: z.string().max(2048).optional().describe('custom_entra: iss da resposta do provedor'),
  seguradora: z
    .string()
    .max(100)
    .optional()
    .describe('custom_entra: o :seguradora de /login-entra-ad/:seguradora'),
});

export const tenantHeaders = z.looseObject({
  companykey: z
    .string()
    .optional()
    .describe('Chave da seguradora; sem ela, a seguradora é a do endereço (Host)'),
});

export const tokenAnswer = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: int32().describe('Validade do access_token em segundos'),
  token_type: z.literal('Bearer'),
});

export const logoutBody = z
  .object({ refresh_token: z.string().max(512).optional() })
  .nullish()
  .describe('refresh_token da sessão a encerrar; sem ele, a sessão do access token');

export const userInfoAnswer = envelopeOf(
  z.object({
    UserId: int32(),
    UserTypeId: int32(),
    BrokerId: int32().nullable(),
    PersonId: int32(),
    Username: z.string(),
    Name: z.string(),
    Email: z.string().nullable(),
    PersonUniqueId: z.string(),
    ProfileName: z.string(),
    HomeMenuId: int32().nullable(),
    CompanyName: z.string(),
    MustChangePassword: z
      .boolean()
      .optional()
      .describe('O administrador exigiu a troca de senha: o portal leva a /trocar-senha'),
    BrokerName: z
      .string()
      .nullish()
      .describe('Nome da corretora pela qual o assessor atua (sessão de assessor)'),
    Advisor: z
      .object({
        PersonId: int32(),
        Username: z.string(),
        PersonUniqueId: z.string(),
        Name: z.string(),
      })
      .nullish()
      .describe('O assessor que atua pela corretora (Advisor/AuthenticationBroker)'),
    Menus: z.array(
      z.object({
        Id: int32(),
        Order: int32(),
        MenuFuncionalities: z.array(z.object({ Id: int32(), RefUniqueId: z.string().nullable() })),
      }),
    ),
  }),
);

export const trueAnswer = envelopeOf(z.boolean());
