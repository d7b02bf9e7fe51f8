import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Who holds a data directory: written to `<dataDir>/pglite.lock` when the database opens. */
interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** The data directory is held by another live process: the message says which and what to do. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, lockFile: string, holder: Partial<LockHolder> | undefined) {
    const who = !holder
      ? 'por outro processo'
      : holder.hostname && holder.hostname !== hostname()
        ? `pelo processo ${holder.pid} na máquina ${holder.hostname}`
        : `pelo processo ${holder.pid}`;
    const since = holder?.startedAt ? ` (desde ${holder.startedAt})` : '';
    super(
      `O diretório de dados ${dataDir} já está em uso ${who}${since}: o banco embarcado só pode ` +
        'ser aberto por um processo de cada vez. Encerre o outro servidor ou use outro DATA_DIR. ' +
        `Se nenhum processo usa esse diretório, apague ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

/** A lock file a process is still writing (empty or cut short) is trusted this long. */
const UNREADABLE_GRACE_MS = 5_000;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readLock = (lockFile: string): { text: string; holder?: Partial<LockHolder> } | undefined => {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    return { text, holder: typeof holder?.pid === 'number' ? holder : undefined };
  } catch {
    return { text };
  }
};

/**
 * A lock is stale when its process is gone on this machine (or the file was never finished and is
 * old). A lock from another machine cannot be checked: it is honoured.
 */
const isStale = (lockFile: string, holder: Partial<LockHolder> | undefined) => {
  if (!holder) {
    try {
      return Date.now() - statSync(lockFile).mtimeMs > UNREADABLE_GRACE_MS;
    } catch {
      return true;
    }
  }
  if (holder.hostname !== undefined && holder.hostname !== hostname()) return false;
  return holder.pid !== process.pid && !isRunning(holder.pid!);
};

/**
 * Removes a stale lock without removing a fresh one that a competing process may have written
 * in the meantime: the file is moved aside, and put back if it is not the one judged stale.
 */
const removeStale = (lockFile: string, staleText: string) => {
  const aside = `${lockFile}.${process.pid}.stale`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleText) linkSync(aside, lockFile);
  } catch {
    // Another process created a lock meanwhile: the next attempt reads it.
  } finally {
    unlinkSync(aside);
  }
};

/**
 * Takes `<dataDir>/pglite.lock` (created exclusively, holding pid, host and start time) so that a
 * second process, or a second open in this one, refuses the directory instead of writing to the
 * same files. A lock whose process is no longer running is taken over. Released by `release()`
 * and, as a last resort, when the process exits.
 */
export const lockDataDir = (dataDir: string): DataDirLock => {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'pglite.lock');
  const text = JSON.stringify({
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  } satisfies LockHolder);

  const create = () => {
    try {
      const fd = openSync(lockFile, 'wx');
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  };
  for (let attempt = 0; !create(); attempt += 1) {
    const current = readLock(lockFile);
    if (attempt >= 3 || (current && !isStale(lockFile, current.holder))) {
      throw new DataDirLockedError(dataDir, lockFile, current?.holder);
    }
    if (current) removeStale(lockFile, current.text);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (readFileSync(lockFile, 'utf8') === text) unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return { release };
};
