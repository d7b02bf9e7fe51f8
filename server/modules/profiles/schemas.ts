import { z } from 'zod';
import { matrixMenu, profile, settableProfile } from '../../../domain/contracts/profiles';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in domain/contracts/profiles.ts, shared
// with the portal; here the routes find the requests under their short names and the answers in
// the envelope.
export {
  deleteProfileQuery,
  grantsBody,
  moveUsersBody,
  profileMenusQuery as menusQuery,
  profilesQuery,
  saveProfileBody,
  settableProfilesQuery as settableQuery,
} from '../../../domain/contracts/profiles';

export const settableProfilesAnswer = envelopeOf(z.array(settableProfile));
export const profilesAnswer = envelopeOf(z.array(profile));
export const profileAnswer = envelopeOf(profile);
export const menusAnswer = envelopeOf(z.array(matrixMenu));
export const booleanAnswer = envelopeOf(z.boolean());
