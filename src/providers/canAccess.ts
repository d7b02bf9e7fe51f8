import { allows, userSubject } from '../../domain/accessRule';
import { findResourceRule } from '../../domain/resourceAccess';
import { findScreen, satisfiesRule } from '../../domain/screenAccess';
import type { UserInfo } from '../../domain/userInfo';

export interface AccessParams {
  /** a portal route path (`/propostas`, `/tomador/abc`) or a resource name (`tomadores`) */
  resource: string;
  /** for a resource name: `list`, `show`, `create`… or a named action such as `block` */
  action?: string;
}

/** A portal screen by path over domain/screenAccess: unknown screens are refused. */
export const canAccessScreen = (
  { resource }: AccessParams,
  user: UserInfo | null | undefined,
): boolean => {
  const screen = findScreen(resource.startsWith('/') ? resource : `/${resource}`);
  return !!screen && satisfiesRule(screen.rule, user);
};

/**
 * authProvider.canAccess: a path asks the screen table (whatever the action), a resource name
 * asks domain/resourceAccess for the action; an unknown resource or action is refused.
 */
export const canAccess = (params: AccessParams, user: UserInfo | null | undefined): boolean => {
  if (params.resource.startsWith('/')) return canAccessScreen(params, user);
  const rule = params.action ? findResourceRule(params.resource, params.action) : undefined;
  return !!rule && allows(rule, userSubject(user));
};
