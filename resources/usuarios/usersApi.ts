import { gatewayClient } from '../../src/providers/gatewayClient';
import type {
  BrokerOption,
  SavedUser,
  SaveUserBody,
  SettableProfile,
  UserDetails,
  UserFilter,
  UserListItem,
} from './types';

/** The users calls of the gateway (spec part 1 §7 "Users and profiles"). */
export const getUsers = ({ filterByActive, brokerId }: UserFilter = {}) =>
  gatewayClient.get<UserListItem[]>('Person/GetUsers', { query: { filterByActive, brokerId } });

export const getUser = (uniqueId: string) =>
  gatewayClient.get<UserDetails>('Security/GetUserInfoByUniqueId', {
    query: { UniqueId: uniqueId },
  });

export const saveUser = (body: SaveUserBody) =>
  gatewayClient.post<SavedUser>('Person/SaveUserInfo', { json: body });

/** Flips IsActive of the user as read (its Version); answers the new value. */
export const changeUserStatus = (userInfoId: number, version: number) =>
  gatewayClient.post<boolean>('Person/ChangeUserInfoStatus', {
    query: { userId: userInfoId, Version: version },
  });

export const deleteUser = (userInfoId: number, version: number) =>
  gatewayClient.delete<boolean>('Person/DeleteUserInfo', {
    query: { userInfoId, Version: version },
  });

export const forceUserPasswordChange = (uniqueId: string) =>
  gatewayClient.post<boolean>('security/ForceChangeUserInfoPassword', {
    json: { UserInfoUniqueId: uniqueId },
  });

export const getSettableProfiles = (userTypeId: number) =>
  gatewayClient.get<SettableProfile[]>('UserProfile/GetSettableProfiles', {
    query: { userInfoTypeId: userTypeId },
  });

export const getSettableProfilesBroker = () =>
  gatewayClient.get<SettableProfile[]>('UserProfile/GetSettableProfilesBroker');

export const getUserBrokers = () => gatewayClient.get<BrokerOption[]>('Person/GetUserBrokers');
