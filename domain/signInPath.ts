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
 * The file the build writes beside index.html: the portal's script chunks (the App chunk and what
 * it imports), which a page other than sign-in preloads (build/portalPreloads.ts).
 */
export const PORTAL_PRELOADS_FILE = 'portal-preloads.json';
