/** The callback of /login-entra-ad/:seguradora, as registered at the identity provider. */
export const directoryCallbackPath = (seguradora: string) =>
  `/login-ad-${seguradora.toLowerCase()}-callback`;

/** The :seguradora of `/login-ad-<seguradora>-callback`. */
export const seguradoraOfCallback = (pathname: string) =>
  /^\/login-ad-(.+)-callback\/?$/i.exec(pathname)?.[1]?.toLowerCase() ?? null;

export const directoryLoginPath = (seguradora: string) =>
  `/login-entra-ad/${encodeURIComponent(seguradora)}`;
