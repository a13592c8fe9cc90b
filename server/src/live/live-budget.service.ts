import { Inject, Injectable } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * Stable `extensions.code` of a subscription the live socket refuses while the socket stays open (README, "Live
 * updates"): LIVE_LIMIT, a budget of the socket or the process is spent (too many subscriptions on this socket or in
 * the process, or the same subscription twice on one socket); LIVE_BUSY, the live work waiting for the database is
 * already at its limit (try again later).
 */
export const LIVE_ERROR = { limit: 'LIVE_LIMIT', busy: 'LIVE_BUSY' } as const;

/** The limits of one process's live sockets, with their defaults (README's configuration table). */
export interface LiveLimits {
  subscriptionsPerSocket: number;
  connectionsPerProcess: number;
  subscriptionsPerProcess: number;
  dbConcurrency: number;
  queueLimit: number;
  recheckSeconds: number;
}

export function liveLimits(config: AppConfig): LiveLimits {
  const live = config.live;
  return {
    subscriptionsPerSocket: live.subscriptionsPerSocket ?? 20,
    connectionsPerProcess: live.connectionsPerProcess ?? 5000,
    subscriptionsPerProcess: live.subscriptionsPerProcess ?? 20_000,
    dbConcurrency: live.dbConcurrency ?? 2,
    queueLimit: live.queueLimit ?? 1000,
    recheckSeconds: live.recheckSeconds ?? 30,
  };
}

/** Live work refused because LIVE_QUEUE_LIMIT pieces already wait for the database. */
export class LiveBusy extends Error {
  constructor() {
    super('Live updates are busy: try again shortly.');
  }

  toGraphQL(): GraphQLError {
    return new GraphQLError(this.message, { extensions: { code: LIVE_ERROR.busy } });
  }
}

/**
 * The database work of live sockets, at most LIVE_DB_CONCURRENCY pieces at once and LIVE_QUEUE_LIMIT waiting (a piece:
 * a subscription's start, one shared answer to an event, one socket's account check). However many sockets subscribe
 * or an event reaches, live work holds only that many pool connections, so the site's own requests always find one:
 * live delivery slows (and past the queue, refuses) before the site does. A piece never waits for another piece (no
 * nesting), so the budget cannot deadlock.
 */
@Injectable()
export class LiveBudget {
  private readonly limits: LiveLimits;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limits = liveLimits(config);
  }

  /** Pieces running and waiting (tests, metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `work` when a place is free; rejects with LiveBusy at once when the queue is full. */
  async run<T>(work: () => T | Promise<T>): Promise<T> {
    if (this.running >= this.limits.dbConcurrency) {
      if (this.waiting.length >= this.limits.queueLimit) throw new LiveBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The place passes straight to the next piece waiting (running stays the same), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
