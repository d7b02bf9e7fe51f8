import type { FunctionalityId } from './functionalities';
import { grantedFunctionalities, type UserInfo } from './userInfo';

/** Who may do something: a user holding any of `anyOf` and, when given, of one of `userTypes`. */
export interface AccessRule {
  anyOf: readonly FunctionalityId[];
  userTypes?: readonly number[];
}

/**
 * What a rule looks at: the user's type and the functionality ids it holds. The gateway's
 * principal (`AuthContext`) has this shape already; the portal's `UserInfo` goes through
 * `userSubject`.
 */
export interface AccessSubject {
  userTypeId: number;
  functionalities: ReadonlySet<number>;
}

/** The one access check, shared by the gateway's guard, the screen table and the portal's canAccess. */
export const allows = (rule: AccessRule, subject: AccessSubject | null | undefined): boolean =>
  !!subject &&
  rule.anyOf.some((id) => subject.functionalities.has(id)) &&
  (!rule.userTypes || rule.userTypes.includes(subject.userTypeId));

export const userSubject = (
  user: (Pick<UserInfo, 'Menus'> & { UserTypeId: number }) | null | undefined,
): AccessSubject | null =>
  user ? { userTypeId: user.UserTypeId, functionalities: grantedFunctionalities(user) } : null;
