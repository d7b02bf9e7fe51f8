import { z } from 'zod';
import { int32, queryInt32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';
import { sortQuery } from '../../http/sorting';
import { specOptionalVersionQuery } from '../../http/versionField';

const positiveId = queryInt32().positive();

/** The list's columns the database can order by. */
export const userSortFields = [
  'Name',
  'Login',
  'Email',
  'Cpf',
  'ProfileName',
  'BrokerName',
  'IsActive',
  'LastLoginAt',
] as const;
export type UserSortField = (typeof userSortFields)[number];

export const getUsersQuery = z.object({
  filterByActive: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: só ativos; false: só inativos; ausente: todos'),
  brokerId: positiveId.optional().describe('Só os usuários desta corretora (seguradora)'),
  ...sortQuery(userSortFields),
});

export const uniqueIdQuery = z.object({ UniqueId: z.uuid() });
export const userIdQuery = z.object({
  userId: positiveId.describe('UserInfoId'),
  Version: specOptionalVersionQuery(),
});
export const userInfoIdQuery = z.object({
  userInfoId: positiveId.describe('UserInfoId'),
  Version: specOptionalVersionQuery(),
});

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
  UserTypeId: int32()
    .nullish()
    .describe('1 Seguradora, 2 Corretor, 3 Tomador, 5 Agente, 6 Assessor'),
  ProfileUniqueId: z.string().max(64).nullish(),
  BrokerId: int32().positive().nullish().describe('Obrigatória para corretores (2) e agentes (5)'),
  HomeMenuId: int32().nullish().describe('Ausente: o menu inicial do perfil'),
  Version: int32().nullish().describe('Obrigatória na alteração'),
});
export type SaveUserBody = z.infer<typeof saveUserBody>;

export const forceChangeBody = z.object({ UserInfoUniqueId: z.uuid() });

const listItem = z.object({
  UserInfoId: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  Login: z.string(),
  Email: z.string().nullable(),
  Cpf: z.string(),
  Phone: z.string().nullable(),
  UserTypeId: int32(),
  ProfileUniqueId: z.string(),
  ProfileName: z.string(),
  BrokerId: int32().nullable(),
  BrokerName: z.string().nullable(),
  IsActive: z.boolean(),
  HomeMenuId: int32().nullable().describe('Menu inicial do usuário; null: o do perfil'),
  LastLoginAt: z.string().nullable(),
  Version: int32(),
});

const details = listItem.extend({
  PersonUniqueId: z.string(),
  ProfileHomeMenuId: int32().nullable(),
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
  z.array(z.object({ Id: int32(), Name: z.string(), Cnpj: z.string() })),
);
