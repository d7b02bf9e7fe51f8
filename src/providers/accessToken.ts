/** Seconds before `exp` at which the access token is already treated as expired. */
export const EXPIRY_MARGIN_SECONDS = 10;

const decodeBase64Url = (segment: string) => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
};

/** The `exp` claim (seconds) of a JWT, read without verifying it; null when unreadable. */
export const readTokenExpiry = (jwt: string): number | null => {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
};

/** An unreadable token counts as expired, so the refresh decides. */
export const isTokenExpired = (jwt: string, nowMs = Date.now()) => {
  const exp = readTokenExpiry(jwt);
  return exp == null || exp - EXPIRY_MARGIN_SECONDS <= nowMs / 1000;
};
