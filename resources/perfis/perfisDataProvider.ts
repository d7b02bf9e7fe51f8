import type { CreateParams, DeleteParams, GetListParams, UpdateParams } from 'react-admin';
import { type FieldLabels, withFieldErrors } from '../../src/providers/fieldErrors';
import { localListResult } from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import * as profilesApi from './profilesApi';
import type { Profile, ProfileRecord, SaveProfileInput } from './types';

const toRecord = (profile: Profile): ProfileRecord => ({
  ...profile,
  id: profile.UniqueId,
  UserCount: profile.Usuarios.length,
});

const toSaveBody = (data: Partial<SaveProfileInput>, uniqueId?: string): SaveProfileInput => ({
  UniqueId: uniqueId ?? null,
  Name: data.Name ?? '',
  UserTypeId: Number(data.UserTypeId),
  HomeMenuId: data.HomeMenuId ? Number(data.HomeMenuId) : null,
});

/** The labels InsertOrUpdateProfile's refusals start with (server/modules/profiles/messages). */
const profileFieldLabels: FieldLabels = {
  Name: 'Nome',
  UserTypeId: 'Tipo de usuário',
  HomeMenuId: 'Menu inicial',
};

/** InsertOrUpdateProfile, its refusals under the form field they name. */
const saveProfile = async (body: SaveProfileInput) =>
  toRecord(await withFieldErrors(profilesApi.saveProfile(body), profileFieldLabels));

/**
 * Resource `perfis` on the gateway: GetProfileByCompanyId (filter `userInfoTypeId`; it answers
 * every profile of the type, so the sort and the page are made here), InsertOrUpdateProfile,
 * DeleteProfile.
 */
const perfisMapping = {
  getList: async (_resource: string, { filter = {}, pagination, sort }: GetListParams) => {
    const profiles = await profilesApi.getProfiles(Number(filter.userInfoTypeId));
    return localListResult(profiles.map(toRecord), { pagination, sort }, (profile) => profile.id);
  },
  create: async (_resource: string, { data }: CreateParams) => ({
    data: await saveProfile(toSaveBody(data)),
  }),
  // the gateway keeps no Version for profiles (InsertOrUpdateProfile takes none): last write wins
  update: async (_resource: string, { id, data }: UpdateParams) => ({
    data: await saveProfile(toSaveBody(data, String(id))),
  }),
  delete: async (_resource: string, { id, previousData }: DeleteParams<ProfileRecord>) => {
    await profilesApi.deleteProfile(String(id));
    return { data: previousData ?? ({ id } as ProfileRecord) };
  },
} as ResourceMapping;

/** Named calls of the profiles area, added to the AvalDataProvider. */
export const profilesMethods = {
  moveUsersToProfile: profilesApi.moveUsersToProfile,
  getProfileMenus: profilesApi.getProfileMenus,
  saveProfileGrants: profilesApi.saveProfileGrants,
  getProfileApprovalLimits: profilesApi.getProfileApprovalLimits,
  saveProfileApprovalLimits: profilesApi.saveProfileApprovalLimits,
};
export type ProfilesMethods = typeof profilesMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends ProfilesMethods {}
}

export const perfisProvider = defineResource('perfis', perfisMapping, profilesMethods);
