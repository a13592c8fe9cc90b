import { join, resolve } from 'node:path';
import { BOOLEAN_SETTINGS, invalidSettings, NUMERIC_SETTINGS, type Settings } from '@pepper-atlas/domain';
import { resolveJwtSecret } from './jwt-secret.js';
import { findRepoRoot } from './repo-root.js';

export { resolveJwtSecret } from './jwt-secret.js';

export type NodeEnv = 'development' | 'production' | 'test';

export interface GraphqlLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxDirectives: number;
}

/** `IMAGE_STORE=s3`: an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph…), signed with AWS Signature V4 (uploads/s3-image-storage.ts). */
export interface S3Config {
  /** `S3_ENDPOINT`, e.g. `http://minio:9000`; default `https://s3.<region>.amazonaws.com`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `S3_FORCE_PATH_STYLE`: `<endpoint>/<bucket>/<key>` (MinIO and most self-hosted stores) instead of `<bucket>.<host>/<key>`. */
  forcePathStyle: boolean;
  /** `S3_PREFIX`: keys start with this (several installations in one bucket). */
  prefix: string;
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
  /**
   * Live updates (GraphQL subscriptions over WebSocket): open sockets per signed-in member (`LIVE_CONNECTIONS_PER_USER`)
   * and per guest address (`LIVE_CONNECTIONS_PER_IP`), counted in each app process; the budget of one process's live
   * sockets (README, "Live updates": subscriptions per socket and in all, sockets in all, database work at once and
   * waiting) and how often open sockets check their account again.
   */
  live: {
    connectionsPerUser: number;
    connectionsPerGuestIp: number;
    subscriptionsPerSocket?: number;
    connectionsPerProcess?: number;
    subscriptionsPerProcess?: number;
    /** Live work reading the database at once (subscribing, answering an event, re-checking a socket): the rest waits. */
    dbConcurrency?: number;
    /** Live work waiting for the database; beyond it a subscription is refused (LIVE_BUSY), an event skipped. */
    queueLimit?: number;
    recheckSeconds?: number;
  };
  dataDir: string;
  /** Where an earlier version kept uploaded images (copied into the database at start), or the store itself with `imageStore: 'disk'`. */
  uploadDir: string;
  /**
   * `IMAGE_STORE`: `database` (default: every process sharing the database serves every image), `s3` (an
   * S3-compatible bucket, `s3` below; the default when `S3_BUCKET` is set) or `disk` (`uploadDir`, one machine).
   */
  imageStore: 'database' | 'disk' | 's3';
  /** The bucket of `IMAGE_STORE=s3` (`S3_*` variables). */
  s3?: S3Config;
  clientDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  bodyLimit: string;
  /** GraphQL bodies of administrators (pepper imports of up to 10,000 rows). */
  adminBodyLimit: string;
  /**
   * Seed into an empty database at start: the catalogue and its articles, and with `seedDemo` the demo
   * accounts and forum too. Off: nothing is seeded.
   */
  seed: boolean;
  /** `SEED_DEMO`: demo accounts (with their README passwords) and forum. Default: on except in production. */
  seedDemo: boolean;
  /** `ADMIN_EMAIL`/`ADMIN_PASSWORD` (`ADMIN_USERNAME`): the first administrator, created at start when no admin exists. */
  initialAdmin?: { email: string; password: string; username: string };
  introspection: boolean;
  graphql: GraphqlLimits;
  logLevel: 'silent' | 'normal';
  /** `LOG_FORMAT`: JSON lines (production, tests) or readable lines (development's default). */
  logFormat: 'json' | 'pretty';
  /** `METRICS_TOKEN`: /metrics answers only with this bearer token; without it /metrics is off (404). */
  metricsToken?: string;
  /**
   * `API_BUDGETS`: `on` (the default) counts and enforces every client's API budget (issue 35); `off` counts nothing
   * and sends no RateLimit headers, for a deployment behind a gateway that meters clients itself (and bench/budget-cost.mjs).
   */
  apiBudgets: boolean;
  /**
   * `SEARCH_INDEX`: the catalogue's searches answered from an index in memory of the active peppers (`on`, default;
   * peppers/catalogue-index.ts), rebuilt when the catalogue changes, and the forum search from one of the visible topics
   * and comments (topics/forum-index.ts) plus what changed since it was built; `off`: every search in SQL.
   */
  searchIndex: boolean;
  /** Account security: SMTP server (else mails are written to `dataDir/outbox`), sender, link base, captcha work. */
  mail: { smtpUrl?: string; from: string; publicUrl?: string };
  /**
   * Notification digests (issue 36): sent once a day from `hour` (UTC, `MAIL_DIGEST_HOUR`); each process looks every
   * `checkSeconds` (`MAIL_DIGEST_CHECK_SECONDS`, 0: never) whether one is due.
   */
  mailDigest: { hour: number; checkSeconds: number };
  captchaDifficulty: number;
  /**
   * Guessing one account's password from many addresses: past `afterFailures` failed sign-ins of an account in the
   * throttle window (`ACCOUNT_CAPTCHA_AFTER_FAILURES`, from any addresses), its sign-ins need a captcha of
   * `difficulty` bits (`ACCOUNT_CAPTCHA_DIFFICULTY`, default CAPTCHA_DIFFICULTY + 4), whatever the captcha setting.
   */
  accountCaptcha: { afterFailures: number; difficulty: number };
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

function parseLogFormat(value: string): AppConfig['logFormat'] {
  if (value !== 'json' && value !== 'pretty') throw new Error(`LOG_FORMAT must be json or pretty, got "${value}"`);
  return value;
}

function parseOnOff(name: string, value: string): boolean {
  if (value !== 'on' && value !== 'off') throw new Error(`${name} must be on or off, got "${value}"`);
  return value === 'on';
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

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'];

function parseImageStore(env: NodeJS.ProcessEnv): Pick<AppConfig, 'imageStore' | 's3'> {
  const value = readEnv(env, 'IMAGE_STORE') ?? (readEnv(env, 'S3_BUCKET') ? 's3' : 'database');
  if (value !== 'database' && value !== 'disk' && value !== 's3') {
    throw new Error(`IMAGE_STORE must be "database", "s3" or "disk", got "${value}"`);
  }
  if (value !== 's3') {
    const stray = S3_VARIABLES.filter((name) => readEnv(env, name));
    if (stray.length) throw new Error(`${stray.join(', ')} set but IMAGE_STORE is "${value}": set IMAGE_STORE=s3 to keep images in the bucket, or unset them`);
    return { imageStore: value };
  }
  return { imageStore: 's3', s3: parseS3(env) };
}

/** The `S3_*` variables of `IMAGE_STORE=s3`, each checked, with one message naming everything missing or wrong. */
function parseS3(env: NodeJS.ProcessEnv): S3Config {
  const problems: string[] = [];
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !readEnv(env, name));
  if (missing.length) problems.push(`set ${missing.join(', ')}`);
  const region = readEnv(env, 'S3_REGION') ?? 'us-east-1';
  const endpoint = readEnv(env, 'S3_ENDPOINT') ?? `https://s3.${region}.amazonaws.com`;
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    problems.push(`S3_ENDPOINT must be an http(s) URL such as http://minio:9000, got "${endpoint}"`);
  }
  const bucket = readEnv(env, 'S3_BUCKET') ?? '';
  if (bucket && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and hyphens), got "${bucket}"`);
  }
  const pathStyle = readEnv(env, 'S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false') {
    problems.push(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  }
  const prefix = readEnv(env, 'S3_PREFIX') ?? '';
  if (prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(prefix)) {
    problems.push(`S3_PREFIX must be folder names ending with "/", such as "pepper-atlas/", got "${prefix}"`);
  }
  if (problems.length) throw new Error(`IMAGE_STORE=s3 needs its bucket: ${problems.join('; ')}`);
  return {
    endpoint,
    bucket,
    region,
    accessKeyId: readEnv(env, 'S3_ACCESS_KEY_ID')!,
    secretAccessKey: readEnv(env, 'S3_SECRET_ACCESS_KEY')!,
    // A custom endpoint (MinIO, Ceph…) usually has no per-bucket host names; AWS itself prefers them.
    forcePathStyle: pathStyle === undefined ? readEnv(env, 'S3_ENDPOINT') !== undefined : pathStyle === 'true',
    prefix,
  };
}

function parseInitialAdmin(env: NodeJS.ProcessEnv): AppConfig['initialAdmin'] {
  const email = readEnv(env, 'ADMIN_EMAIL');
  const password = env.ADMIN_PASSWORD;
  if (!email && !password) return undefined;
  if (!email || !password) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both to create the first administrator');
  return { email, password, username: readEnv(env, 'ADMIN_USERNAME') ?? 'admin' };
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
    live: {
      connectionsPerUser: parseIntIn('LIVE_CONNECTIONS_PER_USER', readEnv(env, 'LIVE_CONNECTIONS_PER_USER'), 10, 1, 1000),
      connectionsPerGuestIp: parseIntIn('LIVE_CONNECTIONS_PER_IP', readEnv(env, 'LIVE_CONNECTIONS_PER_IP'), 20, 1, 10_000),
      subscriptionsPerSocket: parseIntIn('LIVE_SUBSCRIPTIONS_PER_SOCKET', readEnv(env, 'LIVE_SUBSCRIPTIONS_PER_SOCKET'), 20, 1, 1000),
      connectionsPerProcess: parseIntIn('LIVE_CONNECTIONS_PER_PROCESS', readEnv(env, 'LIVE_CONNECTIONS_PER_PROCESS'), 5000, 1, 1_000_000),
      subscriptionsPerProcess: parseIntIn('LIVE_SUBSCRIPTIONS_PER_PROCESS', readEnv(env, 'LIVE_SUBSCRIPTIONS_PER_PROCESS'), 20_000, 1, 10_000_000),
      dbConcurrency: parseIntIn('LIVE_DB_CONCURRENCY', readEnv(env, 'LIVE_DB_CONCURRENCY'), 2, 1, 200),
      queueLimit: parseIntIn('LIVE_QUEUE_LIMIT', readEnv(env, 'LIVE_QUEUE_LIMIT'), 1000, 0, 1_000_000),
      recheckSeconds: parseIntIn('LIVE_RECHECK_SECONDS', readEnv(env, 'LIVE_RECHECK_SECONDS'), 30, 1, 86_400),
    },
    dataDir,
    uploadDir: resolve(readEnv(env, 'UPLOAD_DIR') ?? join(dataDir, 'uploads')),
    ...parseImageStore(env),
    clientDir: resolve(readEnv(env, 'CLIENT_DIR') ?? join(root, 'client', 'dist')),
    jwtSecret: '',
    jwtExpiresIn: readEnv(env, 'JWT_EXPIRES_IN') ?? '7d',
    bodyLimit: readEnv(env, 'BODY_LIMIT') ?? '1mb',
    adminBodyLimit: readEnv(env, 'ADMIN_BODY_LIMIT') ?? '25mb',
    seed: (readEnv(env, 'SEED') ?? 'true') !== 'false',
    seedDemo: (readEnv(env, 'SEED_DEMO') ?? (nodeEnv === 'production' ? 'false' : 'true')) === 'true',
    initialAdmin: parseInitialAdmin(env),
    introspection: (readEnv(env, 'GRAPHQL_INTROSPECTION') ?? (nodeEnv === 'production' ? 'false' : 'true')) === 'true',
    graphql: GRAPHQL_LIMITS,
    logLevel: nodeEnv === 'test' ? 'silent' : 'normal',
    logFormat: parseLogFormat(readEnv(env, 'LOG_FORMAT') ?? (nodeEnv === 'development' ? 'pretty' : 'json')),
    metricsToken: readEnv(env, 'METRICS_TOKEN'),
    apiBudgets: parseOnOff('API_BUDGETS', readEnv(env, 'API_BUDGETS') ?? 'on'),
    searchIndex: parseOnOff('SEARCH_INDEX', readEnv(env, 'SEARCH_INDEX') ?? 'on'),
    mail: {
      smtpUrl: readEnv(env, 'SMTP_URL'),
      from: readEnv(env, 'MAIL_FROM') ?? 'Pepper Atlas <no-reply@pepperatlas.dev>',
      publicUrl: readEnv(env, 'PUBLIC_URL'),
    },
    mailDigest: {
      hour: parseIntIn('MAIL_DIGEST_HOUR', readEnv(env, 'MAIL_DIGEST_HOUR'), 7, 0, 23),
      // Tests run digests themselves (NotificationMailService.runDigest): no timer sends one behind their back.
      checkSeconds: parseIntIn('MAIL_DIGEST_CHECK_SECONDS', readEnv(env, 'MAIL_DIGEST_CHECK_SECONDS'), nodeEnv === 'test' ? 0 : 300, 0, 86_400),
    },
    seedSettings: parseSeedSettings(readEnv(env, 'SEED_SETTINGS')),
    captchaDifficulty: parseIntIn('CAPTCHA_DIFFICULTY', readEnv(env, 'CAPTCHA_DIFFICULTY'), 14, 0, 24),
    accountCaptcha: {
      afterFailures: parseIntIn('ACCOUNT_CAPTCHA_AFTER_FAILURES', readEnv(env, 'ACCOUNT_CAPTCHA_AFTER_FAILURES'), 10, 1, 10_000),
      difficulty: parseIntIn(
        'ACCOUNT_CAPTCHA_DIFFICULTY',
        readEnv(env, 'ACCOUNT_CAPTCHA_DIFFICULTY'),
        Math.min(24, parseIntIn('CAPTCHA_DIFFICULTY', readEnv(env, 'CAPTCHA_DIFFICULTY'), 14, 0, 24) + 4),
        0,
        24,
      ),
    },
    ...overrides,
  };
  config.jwtSecret = overrides.jwtSecret ?? resolveJwtSecret(readEnv(env, 'JWT_SECRET'), dataDir, nodeEnv === 'production');
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
