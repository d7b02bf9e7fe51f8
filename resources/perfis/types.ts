/**
 * The shapes of the profile calls are the contract in domain/contracts/profiles (the gateway's
 * route schemas come from the same zod objects): Profile (GetProfileByCompanyId, with its
 * Usuarios as ProfileMember), SaveProfileInput (InsertOrUpdateProfile: without UniqueId a new
 * profile), MatrixMenu/MatrixFunctionality (GetMenus, the grant matrix) and GrantsInput
 * (UpdateMenuFuncionalityInProfile).
 */
import type { Profile } from '../../domain/contracts/profiles';

export type {
  DeleteProfileQuery,
  GrantsInput,
  MatrixFunctionality,
  MatrixMenu,
  MoveUsersInput,
  Profile,
  ProfileMember,
  ProfileMenusQuery,
  ProfilesQuery,
  SaveProfileInput,
} from '../../domain/contracts/profiles';

/**
 * A profile as react-admin holds it: the UniqueId is the record id, and UserCount (its Usuarios
 * counted) is a field the list can sort by and export.
 */
export type ProfileRecord = Profile & { id: string; UserCount: number };
