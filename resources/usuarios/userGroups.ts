import type { UserListItem } from './types';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Text search over name, login and e-mail (accents ignored) and the CPF (mask ignored). */
export const matchesSearch = (user: UserListItem, search: string | undefined): boolean => {
  const query = fold(search?.trim() ?? '');
  if (!query) return true;
  const texts = [user.Name, user.Login, user.Email ?? ''].map(fold);
  if (texts.some((text) => text.includes(query))) return true;
  const digits = query.replace(/\D/g, '');
  return digits.length >= 3 && /^[\d.\-\s/]+$/.test(query) && user.Cpf.includes(digits);
};

export interface ProfileGroup<User extends UserListItem = UserListItem> {
  profileUniqueId: string;
  profileName: string;
  userTypeId: number;
  users: User[];
  activeCount: number;
}

/**
 * The list grouped by profile (spec part 1 §3), groups by profile name then user type; inside a
 * group the users keep the order they come in (the list's sort).
 */
export const groupUsersByProfile = <User extends UserListItem>(
  users: readonly User[],
): ProfileGroup<User>[] => {
  const groups = new Map<string, ProfileGroup<User>>();
  for (const user of users) {
    const group = groups.get(user.ProfileUniqueId) ?? {
      profileUniqueId: user.ProfileUniqueId,
      profileName: user.ProfileName,
      userTypeId: user.UserTypeId,
      users: [],
      activeCount: 0,
    };
    group.users.push(user);
    if (user.IsActive) group.activeCount += 1;
    groups.set(user.ProfileUniqueId, group);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
  return [...groups.values()].sort(
    (a, b) => byName(a.profileName, b.profileName) || a.userTypeId - b.userTypeId,
  );
};
