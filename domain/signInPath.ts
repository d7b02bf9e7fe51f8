/**
 * The sign-in page's paths (spec route table): `/login/:companyDns?` and the advisor's
 * `/login/:companyDns?/assessor`. Other `/login-…` paths (directory login, its callback) are not
 * it. The portal paints this page without its libraries (src/main.tsx); the gateway preloads the
 * portal's chunks for every other page (server/http/portalPage.ts).
 */
const SIGN_IN_PATH = /^\/login(?:\/[^/]+)?(?:\/assessor)?\/?$/i;

export const isSignInPath = (pathname: string) => SIGN_IN_PATH.test(pathname);

/** The advisor's sign-in page (`…/assessor`). */
export const isAdvisorSignInPath = (pathname: string) => /\/assessor\/?$/i.test(pathname);

/**
 * The file the build writes beside index.html (build/portalPreloads.ts), read by the gateway
 * (server/http/portalPage.ts): the script chunks a page other than sign-in preloads.
 */
export const PORTAL_PRELOADS_FILE = 'portal-preloads.json';

export interface PortalPreloads {
  /** the App chunk and what it imports: every page but sign-in */
  portal: string[];
  /** the signed-in layout and the access rules, with what they import: the signed-in screens */
  signedIn: string[];
}
