import type {
  ApprovalLimitsBody,
  ProfileApprovalLimits,
} from '../../domain/contracts/approvalLimits';
import { gatewayClient } from '../../src/providers/gatewayClient';
import type {
  DeleteProfileQuery,
  GrantsInput,
  MatrixMenu,
  MoveUsersInput,
  Profile,
  ProfileMenusQuery,
  ProfilesQuery,
  SaveProfileInput,
} from './types';

/**
 * The profile calls of the gateway (spec part 2 §7 "Profiles and terms"), typed from their
 * contract (domain/contracts/profiles.ts), the same zod objects the gateway validates and answers
 * with.
 */
export const getProfiles = (userTypeId: number) =>
  gatewayClient.get<Profile[]>('UserProfile/GetProfileByCompanyId', {
    query: { userInfoTypeId: userTypeId } satisfies ProfilesQuery,
  });

export const saveProfile = (body: SaveProfileInput) =>
  gatewayClient.post<Profile>('UserProfile/InsertOrUpdateProfile', { json: body });

export const moveUsersToProfile = (userUniqueIds: string[], profileUniqueId: string) =>
  gatewayClient.post<boolean>('UserProfile/UpdateUserInfoProfile', {
    json: {
      UserInfoUniqueIds: userUniqueIds,
      ProfileUniqueId: profileUniqueId,
    } satisfies MoveUsersInput,
  });

export const deleteProfile = (uniqueId: string) =>
  gatewayClient.delete<boolean>('UserProfile/DeleteProfile', {
    query: { UniqueId: uniqueId } satisfies DeleteProfileQuery,
  });

export const getProfileMenus = (userTypeId: number, profileUniqueId?: string) =>
  gatewayClient.get<MatrixMenu[]>('Menu/GetMenus', {
    query: { userInfoTypeId: userTypeId, profileUniqueId } satisfies ProfileMenusQuery,
  });

export const saveProfileGrants = (body: GrantsInput) =>
  gatewayClient.post<MatrixMenu[]>('Menu/UpdateMenuFuncionalityInProfile', { json: body });

/** Alçadas (issue 14): the profile's maximum IS per pipe, with the Version to send back. */
export const getProfileApprovalLimits = (profileUniqueId: string) =>
  gatewayClient.get<ProfileApprovalLimits>('UserProfile/GetProfileApprovalLimits', {
    query: { ProfileUniqueId: profileUniqueId },
  });

export const saveProfileApprovalLimits = (body: ApprovalLimitsBody) =>
  gatewayClient.post<ProfileApprovalLimits>('UserProfile/UpdateProfileApprovalLimits', {
    json: body,
  });
