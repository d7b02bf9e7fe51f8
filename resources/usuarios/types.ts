/**
 * The shapes of the user calls are the contract in domain/contracts/users (the gateway's route
 * schemas come from the same zod objects): UserListItem (GetUsers), UserDetails
 * (GetUserInfoByUniqueId), SavedUser (SaveUserInfo's answer: a new user also tells how its
 * first-access e-mail went), SaveUserInput (its body: without UniqueId a new user, with it an
 * update at Version) and UserBroker (GetUserBrokers). The profiles a user may get come from the
 * profiles' contract (GetSettableProfiles).
 */
import type { UserListItem } from '../../domain/contracts/users';

export type {
  ChangeUserStatusQuery,
  DeleteUserQuery,
  ForcePasswordChangeInput,
  GetUsersQuery,
  InviteStatus,
  SavedUser,
  SaveUserInput,
  UserBroker,
  UserDetails,
  UserListItem,
  UserUniqueIdQuery,
} from '../../domain/contracts/users';
export type { SettableProfile, SettableProfilesQuery } from '../../domain/contracts/profiles';

/** A user as react-admin holds it: the UniqueId is the record id. */
export type UserRecord = UserListItem & { id: string };
