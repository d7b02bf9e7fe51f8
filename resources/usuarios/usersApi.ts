import { gatewayClient } from '../../src/providers/gatewayClient';
import type {
  ChangeUserStatusQuery,
  DeleteUserQuery,
  ForcePasswordChangeInput,
  GetUsersQuery,
  SavedUser,
  SaveUserInput,
  SettableProfile,
  SettableProfilesQuery,
  UserBroker,
  UserDetails,
  UserListItem,
  UserUniqueIdQuery,
} from './types';

/**
 * The users calls of the gateway (spec part 1 §7 "Users and profiles"), typed from their contract
 * (domain/contracts/users.ts, the settable profiles from domain/contracts/profiles.ts), the same
 * zod objects the gateway validates and answers with.
 */
export const getUsers = (query: GetUsersQuery = {}) =>
  gatewayClient.get<UserListItem[]>('Person/GetUsers', { query });

export const getUser = (uniqueId: string) =>
  gatewayClient.get<UserDetails>('Security/GetUserInfoByUniqueId', {
    query: { UniqueId: uniqueId } satisfies UserUniqueIdQuery,
  });

export const saveUser = (body: SaveUserInput) =>
  gatewayClient.post<SavedUser>('Person/SaveUserInfo', { json: body });

/** Flips IsActive of the user as read (its Version); answers the new value. */
export const changeUserStatus = (userInfoId: number, version: number) =>
  gatewayClient.post<boolean>('Person/ChangeUserInfoStatus', {
    query: { userId: userInfoId, Version: version } satisfies ChangeUserStatusQuery,
  });

export const deleteUser = (userInfoId: number, version: number) =>
  gatewayClient.delete<boolean>('Person/DeleteUserInfo', {
    query: { userInfoId, Version: version } satisfies DeleteUserQuery,
  });

export const forceUserPasswordChange = (uniqueId: string) =>
  gatewayClient.post<boolean>('security/ForceChangeUserInfoPassword', {
    json: { UserInfoUniqueId: uniqueId } satisfies ForcePasswordChangeInput,
  });

export const getSettableProfiles = (userTypeId: number) =>
  gatewayClient.get<SettableProfile[]>('UserProfile/GetSettableProfiles', {
    query: { userInfoTypeId: userTypeId } satisfies SettableProfilesQuery,
  });

export const getSettableProfilesBroker = () =>
  gatewayClient.get<SettableProfile[]>('UserProfile/GetSettableProfilesBroker');

export const getUserBrokers = () => gatewayClient.get<UserBroker[]>('Person/GetUserBrokers');
