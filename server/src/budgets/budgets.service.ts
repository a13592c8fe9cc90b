import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { API_KEY_PREFIX, type Settings } from '@pepper-atlas/domain';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { Repository } from 'typeorm';
import { sessionSubject } from '../auth/session-token.utils.js';
import { clientAddress } from '../common/request-context.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS, redisCall } from '../redis/redis.module.js';
import { SettingsService } from '../settings/settings.service.js';
import { BudgetWindow } from './budget-window.entity.js';

/** The budget's window: points are counted per clock hour (UTC), and all of them come back at its end. */
export const BUDGET_WINDOW_MS = 3_600_000;

export type BudgetKind = 'key' | 'member' | 'guest';

/** Who spends: an API key (by its hash), a member's session (by the member), a guest (by address). */
export interface BudgetClient {
  kind: BudgetKind;
  id: string;
}

/** Where a client's budget stands after a request, as the headers, `extensions.cost` and `rateLimit` tell it. */
export interface BudgetState {
  limit: number;
  remaining: number;
  resetAt: Date;
  /** What this request spent (0 when it was refused). */
  cost: number;
  allowed: boolean;
}

const LIMIT_SETTING: Record<BudgetKind, keyof Settings> = {
  key: 'keyPointsPerHour',
  member: 'memberPointsPerHour',
  guest: 'guestPointsPerHour',
};

/**
 * Spends `ARGV[1]` points of KEYS[1] when they fit under `ARGV[2]`, in one step (so parallel requests from every
 * process are admitted exactly up to the limit); the key lives until the window's end (`ARGV[3]`, ms since epoch).
 * Answers { admitted (1/0), spent }.
 */
const SPEND_LUA = `
local cost = tonumber(ARGV[1])
local spent = tonumber(redis.call('GET', KEYS[1]) or '0')
if cost > 0 and spent + cost <= tonumber(ARGV[2]) then
  spent = redis.call('INCRBY', KEYS[1], cost)
  redis.call('PEXPIREAT', KEYS[1], ARGV[3])
  return {1, spent}
end
return {cost == 0 and 1 or 0, spent}
`;

const requestStates = new WeakMap<object, BudgetState>();

interface Spent {
  admitted: boolean;
  spent: number;
}

interface SpendWaiter {
  cost: number;
  limit: number;
  resolve: (spent: Spent) => void;
  reject: (error: unknown) => void;
}

/** A client's window with a database spend on its way, and the spends that came meanwhile. */
interface SpendBatch {
  client: string;
  windowStart: Date;
  next: SpendWaiter[];
}

/** The budget state a request's spending left (set by the budget middleware or the GraphQL plugin). */
export function requestBudget(req: object): BudgetState | undefined {
  return requestStates.get(req);
}

export function setRequestBudget(req: object, state: BudgetState): void {
  requestStates.set(req, state);
}

/**
 * The API budgets of issue 35: every client has a number of points per hour (settings `keyPointsPerHour`,
 * `memberPointsPerHour`, `guestPointsPerHour`); GraphQL spends a query's computed cost, REST one point. Counted
 * in Redis when it is configured, else in the database (`budget_windows`), in both by one atomic step.
 */
@Injectable()
export class BudgetsService {
  private readonly jwt = new JwtService();
  private spends = 0;
  /** Per client and window: the database spend on its way, and the spends waiting for it (spendInDatabase). */
  private readonly inFlight = new Map<string, SpendBatch>();

  constructor(
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis | null,
    @InjectRepository(BudgetWindow) private readonly windows: Repository<BudgetWindow>,
  ) {}

  /** Whether budgets are counted at all (API_BUDGETS; on unless a deployment turned them off). */
  get enabled(): boolean {
    return this.config.apiBudgets;
  }

  /** Who a request is for the budget; a credential that does not check out counts as its address (it will be refused). */
  clientOf(req: Request): BudgetClient {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    const credential = match?.[1];
    if (credential?.startsWith(API_KEY_PREFIX)) {
      return { kind: 'key', id: `key:${createHash('sha256').update(credential).digest('hex').slice(0, 40)}` };
    }
    const member = credential ? sessionSubject(this.jwt, this.config.jwtSecret, credential) : null;
    if (member) return { kind: 'member', id: `member:${member}` };
    return { kind: 'guest', id: `guest:${clientAddress(req)}` };
  }

  /** Spends `cost` points of the client's budget if they fit; 0 only reads where it stands. */
  async spend(client: BudgetClient, cost: number, now = Date.now()): Promise<BudgetState> {
    const windowStart = Math.floor(now / BUDGET_WINDOW_MS) * BUDGET_WINDOW_MS;
    const resetAt = new Date(windowStart + BUDGET_WINDOW_MS);
    const points = Math.max(0, Math.ceil(cost));
    let limit = 0;
    try {
      limit = (await this.settings.get())[LIMIT_SETTING[client.kind]] as number;
      const { admitted, spent } = this.redis
        ? await this.spendInRedis(client.id, points, limit, windowStart)
        : await this.spendInDatabase(client.id, points, limit, new Date(windowStart));
      return { limit, remaining: Math.max(0, limit - spent), resetAt, cost: admitted ? points : 0, allowed: admitted };
    } catch (error) {
      // The budget's store (Redis, the database) is unreachable: the request goes on, and meets the outage where it
      // needs the store itself (its own clear 503 with Retry-After), never a budget error for an outage.
      new Logger('Budgets').warn(`Budget not counted (its store did not answer): ${(error as Error).message}`);
      return { limit, remaining: limit, resetAt, cost: 0, allowed: true };
    }
  }

  private async spendInRedis(client: string, cost: number, limit: number, windowStart: number): Promise<Spent> {
    const redis = this.redis!;
    const [admitted, spent] = (await redisCall(() =>
      redis.eval(SPEND_LUA, 1, `budget:${windowStart}:${client}`, String(cost), String(limit), String(windowStart + BUDGET_WINDOW_MS)),
    )) as [number, number];
    return { admitted: admitted === 1, spent: Number(spent) };
  }

  /**
   * In the database, the parallel spends of one client in this process share their statements: while one UPSERT of the
   * client's window is on its way, the spends that come meanwhile wait and then go as one UPSERT of their sum (one round
   * trip and one turn at the row's lock for all of them, instead of each queueing at the lock). A sum that does not fit
   * is spent again one by one, so exactly as many are admitted as fit, as before.
   */
  private spendInDatabase(client: string, cost: number, limit: number, windowStart: Date): Promise<Spent> {
    if (++this.spends % 1000 === 0) void this.forgetOldWindows();
    if (cost <= 0 || cost > limit) return this.spendOne(client, cost, limit, windowStart);
    const key = `${client}\u0000${windowStart.getTime()}`;
    return new Promise<Spent>((resolve, reject) => {
      const waiter = { cost, limit, resolve, reject };
      const batch = this.inFlight.get(key);
      if (batch) batch.next.push(waiter);
      else void this.flush(key, { client, windowStart, next: [] }, [waiter]);
    });
  }

  private async flush(key: string, batch: SpendBatch, waiters: SpendWaiter[]): Promise<void> {
    this.inFlight.set(key, batch);
    try {
      const total = waiters.reduce((sum, w) => sum + w.cost, 0);
      // The settings may have changed while they waited: the lowest limit among them holds for the sum.
      const limit = Math.min(...waiters.map((w) => w.limit));
      const together = waiters.length > 1 && total <= limit ? await this.upsert(batch.client, batch.windowStart, total, limit) : undefined;
      if (together !== undefined) {
        // All admitted: each is told the count as if they had come one after the other.
        let spent = together - total;
        for (const waiter of waiters) waiter.resolve({ admitted: true, spent: (spent += waiter.cost) });
      } else {
        for (const waiter of waiters) await this.spendOne(batch.client, waiter.cost, waiter.limit, batch.windowStart).then(waiter.resolve, waiter.reject);
      }
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
    }
    const next = batch.next.splice(0);
    if (next.length > 0) void this.flush(key, batch, next);
    else this.inFlight.delete(key);
  }

  private async spendOne(client: string, cost: number, limit: number, windowStart: Date): Promise<Spent> {
    if (cost > 0 && cost <= limit) {
      const spent = await this.upsert(client, windowStart, cost, limit);
      if (spent !== undefined) return { admitted: true, spent };
    }
    const row = (await this.windows.query(`SELECT spent FROM budget_windows WHERE client = $1 AND window_start = $2`, [client, windowStart])) as {
      spent: number;
    }[];
    return { admitted: cost === 0, spent: Number(row[0]?.spent ?? 0) };
  }

  /**
   * One statement: the row's lock orders parallel spenders of every process, and the condition sees the count each one
   * leaves, so exactly as many are admitted as fit. The count after it, or undefined when `cost` did not fit.
   */
  private async upsert(client: string, windowStart: Date, cost: number, limit: number): Promise<number | undefined> {
    const rows = (await this.windows.query(
      `INSERT INTO budget_windows (client, window_start, spent) VALUES ($1, $2, $3)
       ON CONFLICT (client, window_start) DO UPDATE SET spent = budget_windows.spent + EXCLUDED.spent
       WHERE budget_windows.spent + EXCLUDED.spent <= $4
       RETURNING spent`,
      [client, windowStart, cost, limit],
    )) as { spent: number }[];
    return rows.length > 0 ? Number(rows[0].spent) : undefined;
  }

  private async forgetOldWindows(): Promise<void> {
    await this.windows.query(`DELETE FROM budget_windows WHERE window_start < $1`, [new Date(Date.now() - 2 * BUDGET_WINDOW_MS)]).catch(() => undefined);
  }
}

/** The IETF draft's fields (draft-ietf-httpapi-ratelimit-headers): the policy, and where the client stands in it. */
export function rateLimitHeaders(state: BudgetState, now = Date.now()): Record<string, string> {
  const window = BUDGET_WINDOW_MS / 1000;
  const reset = Math.max(0, Math.ceil((state.resetAt.getTime() - now) / 1000));
  return {
    'RateLimit-Policy': `"hour";q=${state.limit};w=${window}`,
    RateLimit: `"hour";r=${state.remaining};t=${reset}`,
  };
}

/** Seconds until a refused client's budget comes back. */
export function retryAfterSeconds(state: BudgetState, now = Date.now()): number {
  return Math.max(1, Math.ceil((state.resetAt.getTime() - now) / 1000));
}
