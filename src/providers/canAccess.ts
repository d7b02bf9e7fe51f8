import { findScreen, satisfiesRule } from '../../domain/screenAccess';
import type { UserInfo } from '../../domain/userInfo';

export interface ScreenAccessParams {
  /** a portal route path, e.g. `/propostas` or `/tomador/abc` */
  resource: string;
  action?: string;
}

/** authProvider.canAccess over domain/screenAccess: unknown screens are refused. */
export const canAccessScreen = (
  { resource }: ScreenAccessParams,
  user: UserInfo | null | undefined,
): boolean => {
  const screen = findScreen(resource.startsWith('/') ? resource : `/${resource}`);
  return !!screen && satisfiesRule(screen.rule, user);
};
