import { gatewayClient } from '../../src/providers/gatewayClient';
import type { GrantsBody, MatrixMenu, Profile, SaveProfileBody } from './types';

/** The profile calls of the gateway (spec part 2 §7 "Profiles and terms"). */
export const getProfiles = (userTypeId: number) =>
  gatewayClient.get<Profile[]>('UserProfile/GetProfileByCompanyId', {
    query: { userInfoTypeId: userTypeId },
  });

export const saveProfile = (body: SaveProfileBody) =>
  gatewayClient.post<Profile>('UserProfile/InsertOrUpdateProfile', { json: body });

export const moveUsersToProfile = (userUniqueIds: string[], profileUniqueId: string) =>
  gatewayClient.post<boolean>('UserProfile/UpdateUserInfoProfile', {
    json: { UserInfoUniqueIds: userUniqueIds, ProfileUniqueId: profileUniqueId },
  });

export const deleteProfile = (uniqueId: string) =>
  gatewayClient.delete<boolean>('UserProfile/DeleteProfile', { query: { UniqueId: uniqueId } });

export const getProfileMenus = (userTypeId: number, profileUniqueId?: string) =>
  gatewayClient.get<MatrixMenu[]>('Menu/GetMenus', {
    query: { userInfoTypeId: userTypeId, profileUniqueId },
  });

export const saveProfileGrants = (body: GrantsBody) =>
  gatewayClient.post<MatrixMenu[]>('Menu/UpdateMenuFuncionalityInProfile', { json: body });
