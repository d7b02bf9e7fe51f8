import type { Plugin } from 'vite';
import { PORTAL_PRELOADS_FILE } from '../domain/signInPath';

/** The portal's own module: main.tsx imports it dynamically, after the sign-in page's check. */
const PORTAL_MODULE = /[\\/]src[\\/]App\.tsx$/;

/**
 * Writes portal-preloads.json: the script chunks the portal needs at start (the App chunk and its
 * static imports) that index.html does not preload already. The sign-in page must not load them
 * (issue 17), so index.html cannot name them; the gateway adds them to every other page, where
 * they would otherwise wait for main.tsx to ask (one more round trip before the screen).
 */
export const portalPreloads = (): Plugin => ({
  name: 'aval:portal-preloads',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' ? [[file.fileName, file] as const] : [],
      ),
    );
    const closure = (start: string[]) => {
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      start.forEach(visit);
      return seen;
    };
    const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
    const portal = [...chunks.values()].find((chunk) =>
      PORTAL_MODULE.test(chunk.facadeModuleId ?? ''),
    );
    if (!portal) this.error('the portal chunk (src/App.tsx) is missing from the build');
    const preloadedByPage = closure(entries.map((chunk) => chunk.fileName));
    const files = [...closure([portal.fileName])]
      .filter((fileName) => !preloadedByPage.has(fileName))
      .map((fileName) => `/${fileName}`);
    this.emitFile({
      type: 'asset',
      fileName: PORTAL_PRELOADS_FILE,
      source: `${JSON.stringify(files, null, 2)}\n`,
    });
  },
});
