import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { BOOLEAN_SETTINGS, invalidSettings, NUMERIC_SETTINGS, type Settings } from '@pepper-atlas/domain';
import { findRepoRoot } from './repo-root.js';

export type NodeEnv = 'development' | 'production' | 'test';

export interface GraphqlLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxDirectives: number;
}

export interface AppConfig {
  env: NodeEnv;
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** PostgreSQL connections per app process. */
  dbPoolSize: number;
  /** PostgreSQL cancels a statement running longer than this (0: never); the request answers 503. */
  dbStatementTimeoutMs: number;
  /** Redis shared by every app process (sign-in throttling, settings invalidation); optional. */
  redisUrl?: string;
  /** Prefix of every Redis key and channel: installations sharing one Redis keep apart. */
  redisPrefix: string;
  dataDir: string;
  uploadDir: string;
  clientDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  bodyLimit: string;
  /** GraphQL bodies of administrators (pepper imports of up to 10,000 rows). */
  adminBodyLimit: string;
  /** Seed demo data into an empty database at start. */
  seed: boolean;
  introspection: boolean;
  graphql: GraphqlLimits;
  logLevel: 'silent' | 'normal';
  /** Account security: SMTP server (else mails are written to `dataDir/outbox`), sender, link base, captcha work. */
  mail: { smtpUrl?: string; from: string; publicUrl?: string };
  captchaDifficulty: number;
  /** `SEED_SETTINGS`: settings (JSON) stored when the demo data is first seeded. */
  seedSettings?: Partial<Settings>;
}

export const GRAPHQL_LIMITS: GraphqlLimits = { maxDepth: 8, maxAliases: 15, maxCost: 400, maxDirectives: 20 };

function readEnv(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parseIntIn(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer between ${min} and ${max}, got "${value}"`);
  return n;
}

/**
 * Without JWT_SECRET a random secret is created once per data folder and kept there,
 * so tokens survive a restart but never share a secret between installations.
 */
export function resolveJwtSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) {
    if (explicit.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return explicit;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parseSeedSettings(value: string | undefined): Partial<Settings> | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`SEED_SETTINGS must be a JSON object, got "${value}"`);
  }
  const known = new Set<string>([...NUMERIC_SETTINGS, ...BOOLEAN_SETTINGS]);
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    Object.keys(parsed).some((k) => !known.has(k)) ||
    invalidSettings(parsed as Partial<Settings>).length > 0
  ) {
    throw new Error(`SEED_SETTINGS has unknown or invalid settings: ${value}`);
  }
  return parsed as Partial<Settings>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = (readEnv(env, 'NODE_ENV') ?? 'development') as NodeEnv;
  const root = findRepoRoot();
  const dataDir = overrides.dataDir ?? resolve(readEnv(env, 'DATA_DIR') ?? join(root, 'data'));
  const config: AppConfig = {
    env: nodeEnv,
    port: parseIntIn('PORT', readEnv(env, 'PORT'), 3000, 0, 65535),
    host: readEnv(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: readEnv(env, 'DATABASE_URL'),
    dbPoolSize: parseIntIn('DB_POOL_SIZE', readEnv(env, 'DB_POOL_SIZE'), 10, 1, 200),
    dbStatementTimeoutMs: parseIntIn('DB_STATEMENT_TIMEOUT_MS', readEnv(env, 'DB_STATEMENT_TIMEOUT_MS'), 10_000, 0, 3_600_000),
    redisUrl: readEnv(env, 'REDIS_URL'),
    redisPrefix: readEnv(env, 'REDIS_PREFIX') ?? 'pepper-atlas:',
    dataDir,
    uploadDir: resolve(readEnv(env, 'UPLOAD_DIR') ?? join(dataDir, 'uploads')),
    clientDir: resolve(readEnv(env, 'CLIENT_DIR') ?? join(root, 'client', 'dist')),
    jwtSecret: '',
    jwtExpiresIn: readEnv(env, 'JWT_EXPIRES_IN') ?? '7d',
    bodyLimit: readEnv(env, 'BODY_LIMIT') ?? '1mb',
    adminBodyLimit: readEnv(env, 'ADMIN_BODY_LIMIT') ?? '25mb',
    seed: (readEnv(env, 'SEED') ?? 'true') !== 'false',
    introspection: (readEnv(env, 'GRAPHQL_INTROSPECTION') ?? (nodeEnv === 'production' ? 'false' : 'true')) === 'true',
    graphql: GRAPHQL_LIMITS,
    logLevel: nodeEnv === 'test' ? 'silent' : 'normal',
    mail: {
      smtpUrl: readEnv(env, 'SMTP_URL'),
      from: readEnv(env, 'MAIL_FROM') ?? 'Pepper Atlas <no-reply@pepperatlas.dev>',
      publicUrl: readEnv(env, 'PUBLIC_URL'),
    },
    seedSettings: parseSeedSettings(readEnv(env, 'SEED_SETTINGS')),
    captchaDifficulty: parseIntIn('CAPTCHA_DIFFICULTY', readEnv(env, 'CAPTCHA_DIFFICULTY'), 14, 0, 24),
    ...overrides,
  };
  config.jwtSecret = overrides.jwtSecret ?? resolveJwtSecret(readEnv(env, 'JWT_SECRET'), dataDir);
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
