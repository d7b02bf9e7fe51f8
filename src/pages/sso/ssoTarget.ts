import { isPortalPath } from '../../../domain/portalPath';

const TARGET_KEY = 'aval.ssoTarget';

/**
 * The decoded :extraPath of a single sign-on link, when it is a path of this portal (same
 * origin, relative); anything else is dropped and the user goes home.
 */
export const safeTarget = (extraPath: string | undefined, origin = window.location.origin) => {
  if (!extraPath) return null;
  let path: string;
  try {
    path = decodeURIComponent(extraPath);
  } catch {
    return null;
  }
  if (!isPortalPath(path)) return null;
  const url = new URL(path, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
};

/** Where /acesso/credentials-asd-redirect goes next: kept for this tab only. */
export const pendingTarget = {
  set: (target: string) => window.sessionStorage.setItem(TARGET_KEY, target),
  take: () => {
    const target = window.sessionStorage.getItem(TARGET_KEY);
    window.sessionStorage.removeItem(TARGET_KEY);
    return target;
  },
};
