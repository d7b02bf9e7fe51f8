import { z } from 'zod';
import { envelopeOf } from '../../http/envelope';

const positiveId = z.coerce.number().int().positive();

export const getUsersQuery = z.object({
  filterByActive: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: só ativos; false: só inativos; ausente: todos'),
  brokerId: positiveId.optional().describe('Só os usuários desta corretora (seguradora)'),
});

export const uniqueIdQuery = z.object({ UniqueId: z.uuid() });
export const userIdQuery = z.object({ userId: positiveId.describe('UserInfoId') });
export const userInfoIdQuery = z.object({ userInfoId: positiveId.describe('UserInfoId') });

/**
 * SaveUserInfo: without UniqueId a new user (no password; the first-access link is e-mailed),
 * with it an update that must carry the Version read. Field rules live in the service, which
 * answers one pt-BR message per problem.
 */
export const saveUserBody = z.object({
  UniqueId: z.uuid().nullish().describe('Ausente: novo usuário'),
  Name: z.string().max(200).nullish(),
  Cpf: z.string().max(20).nullish().describe('Com ou sem máscara'),
  Email: z.string().max(200).nullish(),
  Phone: z.string().max(20).nullish().describe('(DD) 9XXXX-XXXX ou (DD) XXXX-XXXX'),
  Login: z.string().max(100).nullish(),
  UserTypeId: z
    .number()
    .int()
    .nullish()
    .describe('1 Seguradora, 2 Corretor, 3 Tomador, 5 Agente, 6 Assessor'),
  ProfileUniqueId: z.string().max(64).nullish(),
  BrokerId: z
    .number()
    .int()
    .positive()
    .nullish()
    .describe('Obrigatória para corretores (2) e agentes (5)'),
  HomeMenuId: z.number().int().nullish().describe('Ausente: o menu inicial do perfil'),
  Version: z.number().int().nullish().describe('Obrigatória na alteração'),
});
export type SaveUserBody = z.infer<typeof saveUserBody>;

export const forceChangeBody = z.object({ UserInfoUniqueId: z.uuid() });

const listItem = z.object({
  UserInfoId: z.number().int(),
  UniqueId: z.string(),
  Name: z.string(),
  Login: z.string(),
  Email: z.string().nullable(),
  Cpf: z.string(),
  Phone: z.string().nullable(),
  UserTypeId: z.number().int(),
  ProfileUniqueId: z.string(),
  ProfileName: z.string(),
  BrokerId: z.number().int().nullable(),
  BrokerName: z.string().nullable(),
  IsActive: z.boolean(),
  HomeMenuId: z.number().int().nullable().describe('Menu inicial do usuário; null: o do perfil'),
  LastLoginAt: z.string().nullable(),
  Version: z.number().int(),
});

const details = listItem.extend({
  PersonUniqueId: z.string(),
  ProfileHomeMenuId: z.number().int().nullable(),
  HasPassword: z.boolean().describe('false até o primeiro acesso'),
  MustChangePassword: z.boolean(),
  CreatedAt: z.string(),
});

export const usersAnswer = envelopeOf(z.array(listItem));
export const userAnswer = envelopeOf(details);
export const savedUserAnswer = envelopeOf(
  details.extend({
    InviteStatus: z
      .enum(['sent', 'kept', 'failed', 'pending'])
      .nullable()
      .describe('Novo usuário: situação do e-mail de primeiro acesso'),
  }),
);
export const booleanAnswer = envelopeOf(z.boolean());
export const brokersAnswer = envelopeOf(
  z.array(z.object({ Id: z.number().int(), Name: z.string(), Cnpj: z.string() })),
);
