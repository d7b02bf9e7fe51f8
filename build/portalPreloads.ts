import type { Plugin } from 'vite';
import { PORTAL_PRELOADS_FILE, type PortalPreloads } from '../domain/signInPath';

/** The portal's own module: main.tsx imports it dynamically, after the sign-in page's check. */
const PORTAL_MODULE = /[\\/]src[\\/]App\.tsx$/;

/**
 * What every signed-in screen imports dynamically before it can paint: the layout (menu, app
 * bar; src/routes.tsx) and the access rules (authProvider.canAccess). Each was a round trip of
 * its own, one after the other, on the way to a list's first paint (issue 17).
 */
const SIGNED_IN_MODULES = [
  /[\\/]src[\\/]layout[\\/]AuthenticatedLayout\.tsx$/,
  /[\\/]src[\\/]providers[\\/]canAccess\.ts$/,
];

/**
 * Writes portal-preloads.json (domain/signInPath.ts's PortalPreloads): the script chunks the
 * portal needs at start (the App chunk and its static imports) that index.html does not preload
 * already, and those a signed-in screen adds (SIGNED_IN_MODULES and their static imports). The
 * sign-in page must not load them (issue 17), so index.html cannot name them; the gateway adds
 * them to the pages that use them, where they would otherwise wait for a script to ask (one more
 * round trip each before the screen).
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
    /** The chunk a lazily imported module heads (a dynamic import's own chunk). */
    const chunkOf = (module: RegExp) => {
      const chunk = [...chunks.values()].find((candidate) =>
        module.test(candidate.facadeModuleId ?? ''),
      );
      if (!chunk)
        this.error(`no chunk of its own for ${module}: src/main.tsx, routes.tsx or authProvider`);
      return chunk.fileName;
    };
    const portal = chunkOf(PORTAL_MODULE);
    const signedInChunks = SIGNED_IN_MODULES.map(chunkOf);
    const preloadedByPage = closure(entries.map((chunk) => chunk.fileName));
    const portalFiles = closure([portal]);
    const paths = (files: Iterable<string>, skip: (fileName: string) => boolean) =>
      [...files].filter((fileName) => !skip(fileName)).map((fileName) => `/${fileName}`);
    const preloads: PortalPreloads = {
      portal: paths(portalFiles, (fileName) => preloadedByPage.has(fileName)),
      signedIn: paths(
        closure(signedInChunks),
        (fileName) => preloadedByPage.has(fileName) || portalFiles.has(fileName),
      ),
    };
    this.emitFile({
      type: 'asset',
      fileName: PORTAL_PRELOADS_FILE,
      source: `${JSON.stringify(preloads, null, 2)}\n`,
    });
  },
});
