import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { Repository } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { REDIS, redisCall } from '../redis/redis.module.js';
import { SettingsService } from '../settings/settings.service.js';
import { LoginAttempt } from './login-attempt.entity.js';

/** Failures are counted over this window, and a locked key cools off for as long. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;

/** Where failed sign-ins are counted: shared by every app process that uses the same store. */
interface ThrottleStore {
  /** Epoch milliseconds until which the key is locked (0 when it is not). */
  lockedUntil(key: string): Promise<number>;
  /** Failures inside the current window. */
  failures(key: string): Promise<number>;
  recordFailure(key: string, limit: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** The default store: one row per key in `login_attempts`, counted by a single SQL upsert. */
class SqlThrottleStore implements ThrottleStore {
  constructor(private readonly attempts: Repository<LoginAttempt>) {}

  async lockedUntil(key: string): Promise<number> {
    return (await this.attempts.findOneBy({ key }))?.lockedUntil?.getTime() ?? 0;
  }

  async failures(key: string): Promise<number> {
    const row = await this.attempts.findOneBy({ key });
    if (!row || row.windowStart.getTime() < Date.now() - THROTTLE_WINDOW_SECONDS * 1000) return 0;
    return row.failures;
  }

  async recordFailure(key: string, limit: number): Promise<void> {
    const window = `${THROTTLE_WINDOW_SECONDS} seconds`;
    await this.attempts.query(
      `INSERT INTO login_attempts (key, failures, window_start, locked_until)
       VALUES ($1, 1, now(), CASE WHEN 1 >= $2 THEN now() + $3::interval END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_attempts.window_start < now() - $3::interval THEN 1 ELSE login_attempts.failures + 1 END,
         window_start = CASE WHEN login_attempts.window_start < now() - $3::interval THEN now() ELSE login_attempts.window_start END,
         locked_until = CASE
           WHEN (CASE WHEN login_attempts.window_start < now() - $3::interval THEN 1 ELSE login_attempts.failures + 1 END) >= $2
           THEN now() + $3::interval ELSE login_attempts.locked_until END`,
      [key, limit, window],
    );
  }

  async clear(key: string): Promise<void> {
    await this.attempts.delete({ key });
  }
}

/**
 * The same counting in one Lua script per failure (atomic on the Redis server, timed by its clock),
 * in a hash `login:<key>` (under the configured key prefix) with fields f (failures), ws (window start) and lu (locked until), in ms.
 */
const RECORD_FAILURE_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local f = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local ws = tonumber(redis.call('HGET', KEYS[1], 'ws') or '0')
local lu = tonumber(redis.call('HGET', KEYS[1], 'lu') or '0')
if ws < now - window then f = 1; ws = now else f = f + 1 end
if f >= limit then lu = now + window end
redis.call('HSET', KEYS[1], 'f', f, 'ws', ws, 'lu', lu)
redis.call('PEXPIRE', KEYS[1], window * 2)
return f`;

class RedisThrottleStore implements ThrottleStore {
  constructor(private readonly redis: Redis) {}

  static redisKey(key: string): string {
    return `login:${key}`;
  }

  private async read(key: string): Promise<{ f: number; ws: number; lu: number }> {
    const [f, ws, lu] = await redisCall(() => this.redis.hmget(RedisThrottleStore.redisKey(key), 'f', 'ws', 'lu'));
    return { f: Number(f ?? 0), ws: Number(ws ?? 0), lu: Number(lu ?? 0) };
  }

  async lockedUntil(key: string): Promise<number> {
    return (await this.read(key)).lu;
  }

  async failures(key: string): Promise<number> {
    const { f, ws } = await this.read(key);
    return ws < Date.now() - THROTTLE_WINDOW_SECONDS * 1000 ? 0 : f;
  }

  async recordFailure(key: string, limit: number): Promise<void> {
    await redisCall(() =>
      this.redis.eval(RECORD_FAILURE_LUA, 1, RedisThrottleStore.redisKey(key), String(THROTTLE_WINDOW_SECONDS * 1000), String(limit)),
    );
  }

  async clear(key: string): Promise<void> {
    await redisCall(() => this.redis.del(RedisThrottleStore.redisKey(key)));
  }
}

/**
 * After the stored "login attempt limit" failures for one email from one address within the
 * window, sign-in answers 429 until the cooling-off period ends. Counting is atomic in the store
 * (one SQL upsert, or one Redis script when `REDIS_URL` is set), so parallel requests, GraphQL
 * aliases and several app processes all count against the same limit.
 */
@Injectable()
export class LoginThrottleService {
  private readonly store: ThrottleStore;

  constructor(
    @InjectRepository(LoginAttempt) attempts: Repository<LoginAttempt>,
    @Inject(REDIS) redis: Redis | null,
    private readonly settings: SettingsService,
  ) {
    this.store = redis ? new RedisThrottleStore(redis) : new SqlThrottleStore(attempts);
  }

  static key(email: string, address: string): string {
    return `${email.trim().toLowerCase()}|${address}`.slice(0, 400);
  }

  async assertAllowed(key: string): Promise<void> {
    const lockedUntil = await this.store.lockedUntil(key);
    if (lockedUntil > Date.now()) {
      const retryAfter = Math.ceil((lockedUntil - Date.now()) / 1000);
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Too many failed sign-in attempts. Please try again later.', {
        retryAfter,
      });
    }
  }

  /** Failures for this key inside the current window (0 when none or the window has passed). */
  recentFailures(key: string): Promise<number> {
    return this.store.failures(key);
  }

  async recordFailure(key: string): Promise<void> {
    const { loginAttemptLimit } = await this.settings.get();
    await this.store.recordFailure(key, loginAttemptLimit);
  }

  async recordSuccess(key: string): Promise<void> {
    await this.store.clear(key);
  }
}
