import { z } from 'zod';
import { int32, queryInt32 } from './integers';
import { sortQuery } from './sorting';
import { specOptionalVersionQuery } from './version';

/**
 * The user calls (spec part 1 §7 "Users and profiles": Person/*, GetUserInfoByUniqueId,
 * ForceChangeUserInfoPassword), written once: the gateway's route schemas
 * (server/modules/users/schemas.ts wraps the answers in the envelope) and the portal's types
 * (resources/usuarios/types.ts) both come from here.
 */

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

// ---- requests

/** GetUsers' query. */
export const getUsersQuery = z.object({
  filterByActive: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: só ativos; false: só inativos; ausente: todos'),
  brokerId: positiveId.optional().describe('Só os usuários desta corretora (seguradora)'),
  ...sortQuery(userSortFields),
});

/** GetUserInfoByUniqueId's query. */
export const userUniqueIdQuery = z.object({ UniqueId: z.uuid() });

/** ChangeUserInfoStatus' query. */
export const changeUserStatusQuery = z.object({
  userId: positiveId.describe('UserInfoId'),
  Version: specOptionalVersionQuery(),
});

/** DeleteUserInfo's query. */
export const deleteUserQuery = z.object({
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

/** ForceChangeUserInfoPassword's body. */
export const forcePasswordChangeBody = z.object({ UserInfoUniqueId: z.uuid() });

// ---- answers

/** GetUsers' item (spec part 1 §3 "User list item", with what the screen shows). */
export const userListItem = z.object({
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

/** GetUserInfoByUniqueId: the user with its person and password state. */
export const userDetails = userListItem.extend({
  PersonUniqueId: z.string(),
  ProfileHomeMenuId: int32().nullable(),
  HasPassword: z.boolean().describe('false até o primeiro acesso'),
  MustChangePassword: z.boolean(),
  CreatedAt: z.string(),
});

/** SaveUserInfo's answer: a new user also tells how its first-access e-mail went. */
export const savedUser = userDetails.extend({
  InviteStatus: z
    .enum(['sent', 'kept', 'failed', 'pending'])
    .nullable()
    .describe('Novo usuário: situação do e-mail de primeiro acesso'),
});

/** GetUserBrokers' item: the brokers the caller may give a user. */
export const userBroker = z.object({ Id: int32(), Name: z.string(), Cnpj: z.string() });

export type UserListItem = z.infer<typeof userListItem>;
export type UserDetails = z.infer<typeof userDetails>;
export type SavedUser = z.infer<typeof savedUser>;
export type InviteStatus = NonNullable<SavedUser['InviteStatus']>;
export type UserBroker = z.infer<typeof userBroker>;
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type SaveUserInput = z.input<typeof saveUserBody>;
export type ForcePasswordChangeInput = z.input<typeof forcePasswordChangeBody>;
/** The query values as the portal holds them, before they become query-string text. */
export type GetUsersQuery = z.infer<typeof getUsersQuery>;
export type UserUniqueIdQuery = z.infer<typeof userUniqueIdQuery>;
export type ChangeUserStatusQuery = z.infer<typeof changeUserStatusQuery>;
export type DeleteUserQuery = z.infer<typeof deleteUserQuery>;
