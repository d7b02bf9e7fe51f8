import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';
import { localListResult, withConflictMessage } from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import { matchesSearch } from './userGroups';
import * as usersApi from './usersApi';
import type { SaveUserInput, UserListItem, UserRecord } from './types';

const toRecord = <User extends UserListItem>(user: User) => ({ ...user, id: user.UniqueId });

/** The save body from a form's values (react-admin records carry `id` and more). */
const toSaveBody = (data: Partial<SaveUserInput>, uniqueId?: string): SaveUserInput => ({
  UniqueId: uniqueId ?? null,
  Name: data.Name ?? '',
  Cpf: data.Cpf ?? '',
  Email: data.Email ?? '',
  Phone: data.Phone || null,
  Login: data.Login ?? '',
  UserTypeId: data.UserTypeId ?? null,
  ProfileUniqueId: data.ProfileUniqueId ?? null,
  BrokerId: data.BrokerId ?? null,
  HomeMenuId: data.HomeMenuId ?? null,
  Version: data.Version ?? null,
});

/**
 * Resource `usuarios` on the gateway: GetUsers (filterByActive, brokerId; the text search `q`
 * runs here, the gateway has none; so do the sort and the page, as GetUsers answers the whole
 * list), GetUserInfoByUniqueId, SaveUserInfo, DeleteUserInfo.
 */
const usuariosMapping = {
  getList: async (_resource: string, params: GetListParams) => {
    const { filterByActive, brokerId, q } = params.filter ?? {};
    const users = await usersApi.getUsers({
      filterByActive: filterByActive || undefined,
      brokerId: brokerId || undefined,
    });
    return localListResult(
      users.filter((user) => matchesSearch(user, q)),
      params,
      (user) => user.UniqueId,
    );
  },
  getOne: async (_resource: string, { id }: GetOneParams) => ({
    data: toRecord(await usersApi.getUser(String(id))),
  }),
  create: async (_resource: string, { data }: CreateParams) => ({
    data: toRecord(await usersApi.saveUser(toSaveBody(data))),
  }),
  update: async (_resource: string, { id, data }: UpdateParams) => ({
    data: toRecord(await withConflictMessage(usersApi.saveUser(toSaveBody(data, String(id))))),
  }),
  delete: async (_resource: string, { previousData }: DeleteParams<UserRecord>) => {
    if (!previousData) throw new Error('usuarios.delete needs previousData (its UserInfoId).');
    await withConflictMessage(usersApi.deleteUser(previousData.UserInfoId, previousData.Version));
    return { data: previousData };
  },
} as ResourceMapping;

/** Named calls of the users area, added to the AvalDataProvider. */
export const usersMethods = {
  changeUserStatus: usersApi.changeUserStatus,
  forceUserPasswordChange: usersApi.forceUserPasswordChange,
  getSettableProfiles: usersApi.getSettableProfiles,
  getSettableProfilesBroker: usersApi.getSettableProfilesBroker,
  getUserBrokers: usersApi.getUserBrokers,
};
export type UsersMethods = typeof usersMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends UsersMethods {}
}

export const usuariosProvider = defineResource('usuarios', usuariosMapping, usersMethods);
