import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeText } from '@pepper-atlas/domain';
import type { Redis } from 'ioredis';
import type { Repository } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { returningRows } from '../common/sql.js';
import { REDIS, redisCall } from '../redis/redis.module.js';
import { SettingsService } from '../settings/settings.service.js';
import { LoginAttempt } from './login-attempt.entity.js';

/** Attempts are counted over this window; a key over its limit is refused until the window ends. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;

/** How a checked attempt ended: the secret was right, wrong, or never checked (e.g. a captcha was missing). */
export type AttemptOutcome = 'right' | 'wrong' | 'unchecked';

interface Counted {
  /** Attempts of the window, this one included. */
  count: number;
  /** The window this attempt was counted in (opaque: its start), so a late answer never touches the next window. */
  window: string;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/**
 * Where attempts are counted: shared by every app process that uses the same store. Both
 * operations are single atomic steps on the store, so parallel attempts count one each.
 */
interface AttemptStore {
  /** Counts one attempt; it is admitted (and in flight until settled) when the new count is within `limit` (at least 1). */
  count(key: string, limit: number): Promise<Counted>;
  /**
   * Settles an admitted attempt. A wrong one stays counted; an unchecked one is taken back; a right one
   * clears the count only when no other attempt was counted after it and none is still in flight.
   * (An attempt cut off by a crash stays in flight until its window ends: successes then clear
   * nothing, the safe side.)
   */
  settle(key: string, attempt: Counted, outcome: AttemptOutcome): Promise<void>;
}

/** The default store: one row per key in `login_attempts`, changed only by single SQL statements. */
class SqlAttemptStore implements AttemptStore {
  constructor(private readonly attempts: Repository<LoginAttempt>) {}

  async count(key: string, limit: number): Promise<Counted> {
    const window = `${THROTTLE_WINDOW_SECONDS} seconds`;
    // Rows of ended windows are dead weight: any new attempt starts its key's row afresh.
    if (Math.random() < 0.02) await this.attempts.query('DELETE FROM login_attempts WHERE window_start < now() - $1::interval', [window]);
    const [row] = await returningRows<{ attempts: number; windowId: string; retryAfter: number }>(
      this.attempts.manager,
      `INSERT INTO login_attempts AS a (key, attempts, in_flight, window_start) VALUES ($1, 1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN a.window_start <= now() - $3::interval THEN 1 ELSE a.attempts + 1 END,
         in_flight = CASE
           WHEN a.window_start <= now() - $3::interval THEN 1
           WHEN a.attempts + 1 <= $2 THEN a.in_flight + 1
           ELSE a.in_flight END,
         window_start = CASE WHEN a.window_start <= now() - $3::interval THEN now() ELSE a.window_start END
       RETURNING attempts, (extract(epoch FROM window_start) * 1000000)::bigint::text AS "windowId",
         ceil(extract(epoch FROM window_start + $3::interval - now()))::int AS "retryAfter"`,
      [key, limit, window],
    );
    return { count: row.attempts, window: row.windowId, retryAfter: row.retryAfter };
  }

  async settle(key: string, attempt: Counted, outcome: AttemptOutcome): Promise<void> {
    const attempts = {
      wrong: 'attempts',
      unchecked: 'GREATEST(attempts - 1, 0)',
      right: 'CASE WHEN attempts <= $3 AND in_flight <= 1 THEN 0 ELSE attempts END',
    }[outcome];
    await this.attempts.query(
      `UPDATE login_attempts SET attempts = ${attempts}, in_flight = GREATEST(in_flight - 1, 0)
       WHERE key = $1 AND (extract(epoch FROM window_start) * 1000000)::bigint = $2::bigint`,
      outcome === 'right' ? [key, attempt.window, attempt.count] : [key, attempt.window],
    );
  }
}

/**
 * The same counting in Lua scripts (atomic on the Redis server, timed by its clock), in a hash
 * `login:<key>` (under the configured key prefix) with fields n (attempts), ws (window start, ms)
 * and fl (in flight). The hash expires with its window, or goes when a success clears it.
 */
const COUNT_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local v = redis.call('HMGET', KEYS[1], 'n', 'ws', 'fl')
local n, ws, fl = tonumber(v[1] or '0'), tonumber(v[2] or '0'), tonumber(v[3] or '0')
if ws <= now - window then n = 0; ws = now; fl = 0 end
n = n + 1
if n <= limit then fl = fl + 1 end
redis.call('HSET', KEYS[1], 'n', n, 'ws', string.format('%.0f', ws), 'fl', fl)
redis.call('PEXPIREAT', KEYS[1], ws + window)
return {n, string.format('%.0f', ws), ws + window - now}`;

const SETTLE_LUA = `
local v = redis.call('HMGET', KEYS[1], 'n', 'ws', 'fl')
if v[2] ~= ARGV[1] then return 0 end
local n, fl = tonumber(v[1]), tonumber(v[3])
if ARGV[2] == 'unchecked' then n = math.max(n - 1, 0) end
if ARGV[2] == 'right' and n <= tonumber(ARGV[3]) and fl <= 1 then n = 0 end
fl = math.max(fl - 1, 0)
if n == 0 and fl == 0 then redis.call('DEL', KEYS[1]) else redis.call('HSET', KEYS[1], 'n', n, 'fl', fl) end
return 1`;

class RedisAttemptStore implements AttemptStore {
  constructor(private readonly redis: Redis) {}

  static redisKey(key: string): string {
    return `login:${key}`;
  }

  async count(key: string, limit: number): Promise<Counted> {
    const [count, window, remainingMs] = (await redisCall(() =>
      this.redis.eval(COUNT_LUA, 1, RedisAttemptStore.redisKey(key), String(THROTTLE_WINDOW_SECONDS * 1000), String(limit)),
    )) as [number, string, number];
    return { count, window, retryAfter: Math.ceil(remainingMs / 1000) };
  }

  async settle(key: string, attempt: Counted, outcome: AttemptOutcome): Promise<void> {
    await redisCall(() => this.redis.eval(SETTLE_LUA, 1, RedisAttemptStore.redisKey(key), attempt.window, outcome, String(attempt.count)));
  }
}

/**
 * The limit on guessing a secret: sign-in passwords, two-factor codes and the current-password
 * checks of signed-in actions. Each attempt is counted first and checked second, atomically in
 * the store (one SQL statement, or one Redis script when `REDIS_URL` is set), so parallel
 * requests, GraphQL aliases and several app processes all count against one limit: at most the
 * stored "login attempt limit" attempts per key and window are checked, the rest answer 429.
 *
 * Keys: sign-in and current-password checks share `email|address` (a guess through
 * changePassword costs a sign-in attempt of that account from that address, and the other way
 * round); the two-factor step has its own key, so a correct password never clears code failures.
 */
@Injectable()
export class LoginThrottleService {
  private readonly store: AttemptStore;

  constructor(
    @InjectRepository(LoginAttempt) attempts: Repository<LoginAttempt>,
    @Inject(REDIS) redis: Redis | null,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.store = redis ? new RedisAttemptStore(redis) : new SqlAttemptStore(attempts);
  }

  /** The key of the password of an account, tried from a client address. */
  static key(email: string, address: string): string {
    // Normalised as the account's stored address is, so every spelling of one address shares a key.
    return `${normalizeText(email).toLowerCase()}|${address}`.slice(0, 400);
  }

  /** The key of the failed sign-ins of an account from every address. */
  static accountKey(email: string): string {
    return `account|${normalizeText(email).toLowerCase()}`.slice(0, 400);
  }

  /** The key of the two-factor codes of an account, tried from a client address. */
  static twoFactorKey(email: string, address: string): string {
    return `two-factor|${LoginThrottleService.key(email, address)}`.slice(0, 400);
  }

  /**
   * Counts an attempt on `key`, refuses it (429) when it is over the limit, and otherwise runs
   * `check` and answers its verdict. `check` gets the number of attempts counted before this one
   * (to ask for a captcha); when it throws, the secret was not tried and the attempt is taken back.
   */
  async attempt(key: string, check: (earlier: number) => Promise<boolean>): Promise<boolean> {
    const { loginAttemptLimit } = await this.settings.get();
    const counted = await this.store.count(key, loginAttemptLimit);
    if (counted.count > loginAttemptLimit) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Too many failed sign-in attempts. Please try again later.', {
        retryAfter: Math.max(1, counted.retryAfter),
      });
    }
    let right: boolean;
    try {
      right = await check(counted.count - 1);
    } catch (error) {
      await this.store.settle(key, counted, 'unchecked');
      throw error;
    }
    await this.store.settle(key, counted, right ? 'right' : 'wrong');
    return right;
  }

  /**
   * Counts a sign-in on the failures of an account from every address (`accountKey`), in the same
   * store and window as `attempt`, and runs `check`, telling it whether the account is past its
   * limit (`ACCOUNT_CAPTCHA_AFTER_FAILURES` failures before this attempt): then the sign-in needs
   * the harder captcha. Never refused, so that guessing from many addresses cannot lock the owner
   * out. A right attempt is no failure and is taken back, but clears nothing: signing in between
   * a stranger's guesses does not give the stranger a fresh allowance. When `check` throws (a
   * captcha was missing), nothing was tried and the attempt is taken back.
   */
  async accountAttempt(email: string, check: (captchaNeeded: boolean) => Promise<boolean>): Promise<boolean> {
    const key = LoginThrottleService.accountKey(email);
    const counted = await this.store.count(key, ACCOUNT_NEVER_REFUSED);
    let right: boolean;
    try {
      right = await check(counted.count - 1 >= this.config.accountCaptcha.afterFailures);
    } catch (error) {
      await this.store.settle(key, counted, 'unchecked');
      throw error;
    }
    await this.store.settle(key, counted, right ? 'unchecked' : 'wrong');
    return right;
  }
}

/** The account key's limit in the store: every attempt is admitted (and tracked in flight). */
const ACCOUNT_NEVER_REFUSED = 1_000_000_000;
