import { z } from 'zod';
import { int32, querySmallInt } from './integers';

/**
 * The profile and grant calls (spec part 2 §7 "Profiles and terms": UserProfile/*, Menu/GetMenus,
 * Menu/UpdateMenuFuncionalityInProfile), written once: the gateway's route schemas
 * (server/modules/profiles/schemas.ts wraps the answers in the envelope) and the portal's types
 * (resources/perfis/types.ts, resources/usuarios/types.ts) both come from here.
 */

const userTypeId = querySmallInt().describe(
  '1 Seguradora, 2 Corretor, 3 Tomador, 5 Agente, 6 Assessor',
);

// ---- requests

/** GetSettableProfiles' query. */
export const settableProfilesQuery = z.object({ userInfoTypeId: userTypeId });
/** GetProfileByCompanyId's query. */
export const profilesQuery = z.object({ userInfoTypeId: userTypeId.optional() });
/** GetMenus' query. */
export const profileMenusQuery = z.object({
  userInfoTypeId: userTypeId,
  profileUniqueId: z.string().max(64).optional().describe('Marca as concessões deste perfil'),
});
/** DeleteProfile's query. */
export const deleteProfileQuery = z.object({ UniqueId: z.string().max(64) });

/** InsertOrUpdateProfile's body: without UniqueId a new profile, with it a rename. */
export const saveProfileBody = z.object({
  UniqueId: z.string().max(64).nullish().describe('Ausente: novo perfil'),
  Name: z.string().max(200).nullish(),
  UserTypeId: int32().nullish(),
  HomeMenuId: int32().nullish(),
});

/** UpdateUserInfoProfile's body. */
export const moveUsersBody = z.object({
  UserInfoUniqueIds: z.array(z.string().max(64)).max(1000),
  ProfileUniqueId: z.string().max(64),
});

/** UpdateMenuFuncionalityInProfile's body: the profile's grants, replaced whole. */
export const grantsBody = z.object({
  ProfileUniqueId: z.string().max(64),
  Menus: z
    .array(
      z.object({
        Id: int32(),
        Order: int32(),
        FunctionalityIds: z.array(int32()).max(100),
      }),
    )
    .max(50),
});

// ---- answers

/** GetSettableProfiles / GetSettableProfilesBroker item. */
export const settableProfile = z.object({
  UniqueId: z.string(),
  Name: z.string(),
  UserTypeId: int32(),
  HomeMenuId: int32().nullable(),
  MenuIds: z.array(int32()).describe('Menus em que o perfil tem funcionalidades'),
});

/** A user of a profile, as GetProfileByCompanyId lists it. */
export const profileMember = z.object({
  UserInfoId: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  Login: z.string(),
  Email: z.string().nullable(),
  IsActive: z.boolean(),
});

/** Profile (perfil, spec part 2 §3) with its Usuarios: GetProfileByCompanyId and the save. */
export const profile = settableProfile.extend({ Usuarios: z.array(profileMember) });

/** One cell of the grant matrix. */
export const matrixFunctionality = z.object({
  Id: int32(),
  Name: z.string(),
  Granted: z.boolean(),
});

/** One row of the grant matrix (GetMenus). */
export const matrixMenu = z.object({
  Id: int32(),
  Name: z.string(),
  Order: int32(),
  MenuFuncionalities: z.array(matrixFunctionality),
});

export type SettableProfile = z.infer<typeof settableProfile>;
export type ProfileMember = z.infer<typeof profileMember>;
export type Profile = z.infer<typeof profile>;
export type MatrixFunctionality = z.infer<typeof matrixFunctionality>;
export type MatrixMenu = z.infer<typeof matrixMenu>;
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type SaveProfileInput = z.input<typeof saveProfileBody>;
export type MoveUsersInput = z.input<typeof moveUsersBody>;
export type GrantsInput = z.input<typeof grantsBody>;
/** The query values as the portal holds them, before they become query-string text. */
export type SettableProfilesQuery = z.infer<typeof settableProfilesQuery>;
export type ProfilesQuery = z.infer<typeof profilesQuery>;
export type ProfileMenusQuery = z.infer<typeof profileMenusQuery>;
export type DeleteProfileQuery = z.infer<typeof deleteProfileQuery>;
