import { z } from 'zod';
import {
  savedUser,
  saveUserBody,
  userBroker,
  userDetails,
  userListItem,
} from '../../../domain/contracts/users';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in domain/contracts/users.ts, shared with
// the portal; here the routes find the requests under their short names and the answers in the
// envelope.
export {
  changeUserStatusQuery as userIdQuery,
  deleteUserQuery as userInfoIdQuery,
  forcePasswordChangeBody as forceChangeBody,
  getUsersQuery,
  saveUserBody,
  userSortFields,
  type UserSortField,
  userUniqueIdQuery as uniqueIdQuery,
} from '../../../domain/contracts/users';

/** The body as the service receives it, parsed. */
export type SaveUserBody = z.infer<typeof saveUserBody>;

export const usersAnswer = envelopeOf(z.array(userListItem));
export const userAnswer = envelopeOf(userDetails);
export const savedUserAnswer = envelopeOf(savedUser);
export const booleanAnswer = envelopeOf(z.boolean());
export const brokersAnswer = envelopeOf(z.array(userBroker));
