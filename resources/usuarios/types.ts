/** GetUsers item (spec part 1 §3 "User list item", with what the screen shows). */
export interface UserListItem {
  UserInfoId: number;
  UniqueId: string;
  Name: string;
  Login: string;
  Email: string | null;
  Cpf: string;
  Phone: string | null;
  UserTypeId: number;
  ProfileUniqueId: string;
  ProfileName: string;
  BrokerId: number | null;
  BrokerName: string | null;
  IsActive: boolean;
  /** The user's own home menu; null means the profile's. */
  HomeMenuId: number | null;
  LastLoginAt: string | null;
  Version: number;
}

/** A user as react-admin holds it: the UniqueId is the record id. */
export type UserRecord = UserListItem & { id: string };

/** GetUserInfoByUniqueId. */
export interface UserDetails extends UserListItem {
  PersonUniqueId: string;
  ProfileHomeMenuId: number | null;
  HasPassword: boolean;
  MustChangePassword: boolean;
  CreatedAt: string;
}

export type InviteStatus = 'sent' | 'kept' | 'failed' | 'pending';

/** SaveUserInfo's answer: a new user also tells how its first-access e-mail went. */
export interface SavedUser extends UserDetails {
  InviteStatus: InviteStatus | null;
}

/** SaveUserInfo's body: without UniqueId a new user; with it an update at Version. */
export interface SaveUserBody {
  UniqueId?: string | null;
  Name: string;
  Cpf: string;
  Email: string;
  Phone: string | null;
  Login: string;
  UserTypeId: number | null;
  ProfileUniqueId: string | null;
  BrokerId: number | null;
  HomeMenuId: number | null;
  Version?: number | null;
}

/** GetSettableProfiles / GetSettableProfilesBroker item. */
export type SettableProfile = {
  UniqueId: string;
  Name: string;
  UserTypeId: number;
  HomeMenuId: number | null;
  /** The menus where the profile grants something (the home menu choices). */
  MenuIds: number[];
};

export type BrokerOption = {
  Id: number;
  Name: string;
  Cnpj: string;
};

/** The list filter: situation (active/inactive/all), broker and the text search. */
export interface UserFilter {
  filterByActive?: 'true' | 'false';
  brokerId?: number;
  q?: string;
}
