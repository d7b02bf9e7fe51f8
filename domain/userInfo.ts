/** The signed-in user's info as GetUserInfo answers it (spec part 1 §3), kept under localStorage `userInfo`. */
export interface MenuFuncionality {
  Id: number;
  RefUniqueId: string | null;
}
export interface UserMenu {
  Id: number;
  Order: number;
  MenuFuncionalities: MenuFuncionality[];
}
export interface UserInfo {
  UserId: number;
  UserTypeId: number;
  BrokerId: number | null;
  PersonId: number;
  Username: string;
  PersonUniqueId: string;
  ProfileName: string;
  HomeMenuId: number | null;
  Menus: UserMenu[];
}

/** Every functionality id the user holds, across all menus. */
export const grantedFunctionalities = (user: Pick<UserInfo, 'Menus'> | null | undefined) =>
  new Set((user?.Menus ?? []).flatMap((menu) => menu.MenuFuncionalities.map((f) => f.Id)));

export const holdsAny = (
  user: Pick<UserInfo, 'Menus'> | null | undefined,
  ids: readonly number[],
) => {
  const granted = grantedFunctionalities(user);
  return ids.some((id) => granted.has(id));
};
