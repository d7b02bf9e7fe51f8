import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-500.css';
import '@fontsource/montserrat/latin-600.css';
import '@fontsource/montserrat/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appConfigStore } from './providers/appConfigStore';
import { inlinedPortalConfig } from './providers/inlinedConfig';
import { fetchPortalConfig } from './providers/portalApi';
import { resolveTenantHost } from '../domain/tenantHost';

/** The tenant's portal config, inlined in the page by the gateway or else fetched by host name,
 * before the first render; a failed fetch keeps the stored one and the app starts anyway. */
const loadPortalConfig = async () => {
  const host = resolveTenantHost(window.location);
  const inlined = inlinedPortalConfig(host);
  if (inlined) {
    appConfigStore.set(inlined, host);
    return;
  }
  try {
    appConfigStore.set(await fetchPortalConfig(host, window.location.origin), host);
  } catch {
    // gateway unreachable or unknown host: start with what is stored (or the defaults)
  }
};

loadPortalConfig().finally(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
