import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compileGateway } from '../server/compile.mjs';
import type { ServeOptions } from './serve';

export interface GatewayProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * bench/serve.ts compiled to JavaScript as `npm start` compiles the gateway (server/start.mjs),
 * so the bench measures what production runs, not the TypeScript loader.
 */
const compileServe = async () => {
  const outfile = fileURLToPath(new URL('../dist-server/bench-gateway.mjs', import.meta.url));
  await compileGateway(fileURLToPath(new URL('./serve.ts', import.meta.url)), outfile);
  return outfile;
};

/** bench/serve.ts in a child process (its log to /dev/null, errors to our stderr), once listening. */
export const startGateway = async (options: ServeOptions): Promise<GatewayProcess> => {
  const child = fork(await compileServe(), {
    env: { ...process.env, BENCH_GATEWAY: JSON.stringify(options) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`o gateway do bench terminou (código ${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
};
