const SIMULA_PREFIX = 'simula-';

/** `/login/simula-<host>[/assessor]` selects the tenant host; otherwise the page's own host. */
export const tenantHostFromPath = (pathname: string): string | null => {
  const match = /^\/login\/([^/]+)/i.exec(pathname);
  const segment = match ? decodeURIComponent(match[1]) : '';
  return segment.toLowerCase().startsWith(SIMULA_PREFIX)
    ? segment.slice(SIMULA_PREFIX.length) || null
    : null;
};

export const resolveTenantHost = (location: Pick<Location, 'pathname' | 'hostname'>) =>
  tenantHostFromPath(location.pathname) ?? location.hostname;

/**
 * The JSON data block of index.html that carries the tenant's portal config, inlined by the
 * gateway (server/http/portalPage.ts) and read before the first render (src/main.tsx).
 */
export const PORTAL_CONFIG_ELEMENT_ID = 'aval-portal-config';
