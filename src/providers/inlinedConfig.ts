import { PORTAL_CONFIG_ELEMENT_ID } from '../../domain/tenantHost';
import type { PortalConfig } from './types';

/**
 * The portal config the gateway inlined in index.html for this tenant host
 * (server/http/portalPage.ts), or undefined when the page has none — the Vite dev server, a host
 * no tenant answers, a proxy that changed the host — and the config must be fetched.
 */
export const inlinedPortalConfig = (host: string): PortalConfig | undefined => {
  const text = document.getElementById(PORTAL_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const inlined = JSON.parse(text) as { host?: string; config?: PortalConfig };
    return inlined.host === host ? inlined.config : undefined;
  } catch {
    return undefined;
  }
};
