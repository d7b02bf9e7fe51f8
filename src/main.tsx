import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-500.css';
import '@fontsource/montserrat/latin-600.css';
import '@fontsource/montserrat/latin-700.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { FirstSignIn } from './pages/signIn/FirstSignIn';
import { isSignInPath } from '../domain/signInPath';
import { appConfigStore } from './providers/appConfigStore';
import { inlinedPortalConfig } from './providers/inlinedConfig';
import { fetchPortalConfig } from './providers/portalApi';
import { storage } from './providers/storage';
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

/** The portal (react-admin, Material UI, every screen): a chunk of its own, loaded once. */
let portal: Promise<typeof import('./App')> | null = null;
const loadPortal = () => (portal ??= import('./App'));

/**
 * The portal's first render is a transition: React renders the signed-in tree in slices of a
 * few milliseconds and lets the browser paint and answer input between them, instead of one
 * task of a quarter-second on a phone (Lighthouse's Total Blocking Time).
 */
const renderPortal = (root: Root) =>
  loadPortal().then(({ App, answerSessionCheck }) => {
    answerSessionCheck();
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });

/**
 * A page load of the sign-in page by someone signed out paints the sign-in screen alone; the
 * portal loads while the sign-in call travels and then takes the page over at its home.
 * Everything else (and a maintenance notice) is the portal.
 */
loadPortalConfig().finally(() => {
  const element = document.getElementById('root');
  if (!element) return;
  const root = createRoot(element);
  const signedOut = !storage.getAccessToken() || !storage.getUserInfo();
  if (!isSignInPath(window.location.pathname) || !signedOut || appConfigStore.get()?.maintenance) {
    void renderPortal(root);
    return;
  }
  root.render(
    <StrictMode>
      <FirstSignIn
        preparePortal={() => void loadPortal()}
        onSignedIn={() => {
          window.history.replaceState(null, '', '/');
          return renderPortal(root);
        }}
      />
    </StrictMode>,
  );
});
