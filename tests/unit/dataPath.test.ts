import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import { resourceLoaders } from '../../src/resourceProviders';

const root = join(import.meta.dirname, '../..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });

/** The rooms that may hold gateway calls: the providers, each area's calls and its mapping. */
const mayCallGateway = (file: string) =>
  file.startsWith('src/providers/') ||
  /Api\.ts$/.test(file) ||
  /DataProvider\.ts$/.test(file) ||
  // the portal config is read before react-admin (and so the dataProvider) exists
  file === 'src/main.tsx';

const IMPORT = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\w+)\s+from\s+'([^']+)'/g;

/** Value imports (not `type`) of the gateway client or of an area's …Api module. */
const gatewayValueImports = (file: string) => {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(IMPORT)]
    .filter(([, typeOnly, names, from]) => {
      if (typeOnly || !/(\/gatewayClient|Api)$/.test(from)) return false;
      if (!names.startsWith('{')) return true;
      return names
        .slice(1, -1)
        .split(',')
        .map((name) => name.trim())
        .some((name) => name && !name.startsWith('type '));
    })
    .map(([statement]) => `${file}: ${statement.replace(/\s+/g, ' ')}`);
};

describe('one data path (issue 12)', () => {
  it('no screen calls the gateway but through the dataProvider or the authProvider', () => {
    const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'resources'))];
    const offenders = files.filter((file) => !mayCallGateway(file)).flatMap(gatewayValueImports);
    expect(offenders).toEqual([]);
  });

  it('builds the portal’s dataProvider from every resource, no named call registered twice', async () => {
    const resourceProviders = await Promise.all(
      Object.entries(resourceLoaders).map(async ([name, load]) => {
        const provider = await load();
        expect(provider.name).toBe(name);
        return provider;
      }),
    );
    const provider = createDataProvider(resourceProviders) as unknown as Record<string, unknown>;
    expect(typeof provider.getList).toBe('function');
    for (const { methods = {} } of resourceProviders) {
      for (const name of Object.keys(methods)) expect(typeof provider[name]).toBe('function');
    }
  });
});
