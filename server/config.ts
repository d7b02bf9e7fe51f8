import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface RateLimitConfig {
  /** Requests per window per client IP, for every route without its own limit. */
  max: number;
  /** Sign-in attempts per window per client IP and username. */
  signInMax: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /**
   * Failed password sign-ins from one client address, across usernames, per LOGIN_LOCK_MINUTES;
   * beyond it sign-in answers 429 without touching the accounts.
   */
  loginMaxFailuresPerAddress: number;
  rateLimit: RateLimitConfig;
  logLevel: string;
  /** Honour X-Forwarded-For when the gateway sits behind a load balancer. */
  trustProxy: boolean;
  /** smtp(s)://user:pass@host:port; without it e-mail is only kept in the outbox (mail_outbox). */
  smtpUrl?: string;
  /** From header of every e-mail. */
  mailFrom: string;
  /** Portal address used in e-mailed links (first access, password recovery). */
  publicUrl: string;
  /** Lifetime of a first-access link, in hours. */
  firstAccessTtlHours: number;
  /** CEP provider URL template with `{cep}` (e.g. ViaCEP); without it SearchCEP answers offline. */
  cepProviderUrl?: string;
  /** Root of the local-disk file storage (uploaded archives). */
  filesDir: string;
  /** Largest accepted upload, in bytes. */
  uploadMaxBytes: number;
  /** Lifetime of a signed download link, in seconds. */
  fileUrlTtlSeconds: number;
  /** The clock access tokens are issued and checked by; the system clock when absent (tests set it). */
  clock?: () => Date;
}

export const defaultConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  port: 8080,
  host: '0.0.0.0',
  dataDir: './data',
  jwtSecret: '',
  accessTokenTtlSeconds: 900,
  refreshTokenTtlDays: 30,
  loginMaxFailures: 5,
  loginLockMinutes: 15,
  loginMaxFailuresPerAddress: 30,
  rateLimit: { max: 1000, signInMax: 10, windowMs: 60_000 },
  logLevel: 'info',
  trustProxy: false,
  mailFrom: 'Aval <nao-responda@aval.local>',
  publicUrl: `http://localhost:${overrides.port ?? 8080}`,
  firstAccessTtlHours: 72,
  filesDir: join(overrides.dataDir ?? './data', 'files'),
  uploadMaxBytes: 10 * 1024 * 1024,
  fileUrlTtlSeconds: 300,
  ...overrides,
});

type Env = Record<string, string | undefined>;

const positiveInt = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} deve ser um número inteiro positivo (recebido "${raw}").`);
  }
  return value;
};

/**
 * Without JWT_SECRET a random secret is generated once and kept in DATA_DIR/secret, so a
 * restart keeps every session valid.
 */
const persistedSecret = (dataDir: string): string => {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};

export const loadConfig = (env: Env = process.env): AppConfig => {
  const base = defaultConfig();
  const dataDir = resolve(env.DATA_DIR || base.dataDir);
  const jwtSecret = env.JWT_SECRET || persistedSecret(dataDir);
  const port = positiveInt(env, 'PORT', base.port);
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET deve ter ao menos 32 caracteres.');
  return {
    ...base,
    port,
    host: env.HOST || base.host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret,
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', base.accessTokenTtlSeconds),
    refreshTokenTtlDays: positiveInt(env, 'REFRESH_TOKEN_TTL_DAYS', base.refreshTokenTtlDays),
    loginMaxFailures: positiveInt(env, 'LOGIN_MAX_FAILURES', base.loginMaxFailures),
    loginLockMinutes: positiveInt(env, 'LOGIN_LOCK_MINUTES', base.loginLockMinutes),
    loginMaxFailuresPerAddress: positiveInt(
      env,
      'LOGIN_MAX_FAILURES_PER_ADDRESS',
      base.loginMaxFailuresPerAddress,
    ),
    rateLimit: {
      max: positiveInt(env, 'RATE_LIMIT_MAX', base.rateLimit.max),
      signInMax: positiveInt(env, 'RATE_LIMIT_SIGNIN_MAX', base.rateLimit.signInMax),
      windowMs: positiveInt(env, 'RATE_LIMIT_WINDOW_MS', base.rateLimit.windowMs),
    },
    logLevel: env.LOG_LEVEL || base.logLevel,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || base.mailFrom,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    firstAccessTtlHours: positiveInt(env, 'FIRST_ACCESS_TTL_HOURS', base.firstAccessTtlHours),
    cepProviderUrl: env.CEP_PROVIDER_URL || undefined,
    filesDir: resolve(env.FILES_DIR || join(dataDir, 'files')),
    uploadMaxBytes: positiveInt(env, 'UPLOAD_MAX_BYTES', base.uploadMaxBytes),
    fileUrlTtlSeconds: positiveInt(env, 'FILE_URL_TTL_SECONDS', base.fileUrlTtlSeconds),
  };
};
