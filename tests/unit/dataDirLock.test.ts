import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'aval-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => join(dataDir, 'pglite.lock');

/** The pid of a process that has already ended. */
const deadPid = () => {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
};

describe('the embedded database is held by one process at a time', () => {
  it('refuses a second open of the same data directory, in pt-BR, and opens it after close', async () => {
    const first = await openDatabase({ dataDir });
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
    });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      new RegExp(`já está em uso pelo processo ${process.pid}`),
    );
    await first.close();
    expect(existsSync(lockFile())).toBe(false);

    const again = await openDatabase({ dataDir });
    await again.close();
  }, 30_000);

  it('takes over a lock left by a process that is no longer running', async () => {
    const pid = deadPid();
    writeFileSync(lockFile(), JSON.stringify({ pid, hostname: hostname(), startedAt: 'x' }));
    const handle = await openDatabase({ dataDir });
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    await handle.close();
  }, 30_000);

  it('refuses a lock held on another machine, naming it', async () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: 1, hostname: 'outra-maquina' }));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/outra-maquina/);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).hostname).toBe('outra-maquina');
  });

  it('needs no lock for an in-memory database', async () => {
    const one = await openDatabase({ dataDir: 'memory://' });
    const two = await openDatabase({ dataDir: 'memory://' });
    await Promise.all([one.close(), two.close()]);
  }, 30_000);
});

describe('npm start', () => {
  it('a second server on the same DATA_DIR exits non-zero with the message', async () => {
    const first = await openDatabase({ dataDir });
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          PORT: '18391',
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((done) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.on('exit', (exitCode) => {
          clearTimeout(timer);
          done(exitCode);
        });
      });
      expect(output).toMatch(/já está em uso pelo processo/);
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
    } finally {
      await first.close();
    }
  }, 30_000);
});
