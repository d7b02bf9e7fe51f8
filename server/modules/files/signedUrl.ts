import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed download links: `${base}/files/${container}/${path}?exp=<unix s>&sig=<HMAC-SHA256>`.
 * The key is derived from the gateway's JWT secret (its own purpose label, so a signature can
 * never stand in for anything else), and signs container, path and expiry together.
 */
const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('aval-files-v1').digest();

export const signature = (secret: string, container: string, path: string, exp: number) =>
  createHmac('sha256', signingKey(secret))
    .update(`${container}\n${path}\n${exp}`)
    .digest('base64url');

export const signedUrl = (
  {
    base,
    secret,
    ttlSeconds,
    now = Date.now(),
  }: {
    base: string;
    secret: string;
    ttlSeconds: number;
    now?: number;
  },
  container: string,
  path: string,
) => {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const sig = signature(secret, container, path, exp);
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  return `${base}/files/${encodeURIComponent(container)}/${encodedPath}?exp=${exp}&sig=${sig}`;
};

export type LinkCheck = 'valid' | 'invalid' | 'expired';

export const checkLink = (
  secret: string,
  container: string,
  path: string,
  exp: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): LinkCheck => {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
  const expected = Buffer.from(signature(secret, container, path, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Math.floor(now / 1000) >= Number(exp) ? 'expired' : 'valid';
};

/** `Content-Disposition` offering the file under its original (UTF-8) name. */
export const attachmentDisposition = (name: string) => {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};
