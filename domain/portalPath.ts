/**
 * A path inside the portal to open after a single sign-on (ExtraPath): relative to the portal's
 * own origin ("/x…"), never protocol-relative ("//host"), a backslash trick or a control
 * character — so a link can never send the user to another site.
 */
export const isPortalPath = (path: string) =>
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.includes('\\') &&
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u001f\u007f]/.test(path) &&
  path.length <= 512;
