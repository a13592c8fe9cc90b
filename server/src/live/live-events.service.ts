import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { createRedis } from '../redis/redis.module.js';

/**
 * Live events: the publish side of the GraphQL subscriptions (README, "Live updates").
 *
 * Publish API, for any service, AFTER its write has committed:
 *
 *   constructor(private readonly live: LiveEvents) {}
 *   await this.live.publish(topicChannel(topicId), event);     // everyone watching a topic
 *   await this.live.publish(userChannel(userId), event);       // one member's own sockets (e.g. the unread count)
 *
 * and the subscribe side, in a resolver (the subscription then delivers each event; `live.subscribe` ends with the socket):
 *
 *   @Subscription(() => Int, { resolve: (event: { unread: number }) => event.unread })
 *   notificationCount(@CurrentUser() user: User) {
 *     if (!user) throw new AppError(ErrorCode.UNAUTHENTICATED);
 *     return this.live.subscribe(userChannel(user.id));
 *   }
 *
 * Events are plain JSON (they cross processes through Redis pub/sub when `REDIS_URL` is set, else stay in this
 * process). Delivery is best effort: a publish never fails the write it follows (a Redis outage is logged).
 */
export type LiveEvent = Record<string, unknown>;

export const topicChannel = (topicId: string): string => `topic:${topicId}`;
export const userChannel = (userId: string): string => `user:${userId}`;

/**
 * Control channel of the live sockets themselves (not a subscription's): `{ userId }` says that member's account
 * changed (blocked, deleted, signed out by an admin, new role), and every process's LiveGate checks that member's open
 * sockets again at once, closing those whose session has ended (README, "Live updates").
 */
export const ACCOUNT_CHANNEL = 'accounts';
export interface AccountChanged extends LiveEvent {
  userId: string;
  /** The member's own new password (changed, or reset by link): the session goes on with the new token they were given. */
  renewed?: boolean;
}

/** A subscription's stream of events: an async iterator that unsubscribes when the consumer returns. */
export type LiveStream<T extends LiveEvent = LiveEvent> = AsyncIterableIterator<T>;

const REDIS_CHANNEL = 'live';
/** Local event: the Redis connection is back after it was lost (events published meanwhile never arrived). */
const RECONNECTED = Symbol('reconnected');

@Injectable()
export class LiveEvents implements OnApplicationShutdown {
  private readonly logger = new Logger('LiveEvents');
  private readonly local = new EventEmitter();
  private readonly publisher: Redis | null;
  private readonly subscriber: Redis | null;
  private readonly redisChannel: string;
  private ready: Promise<unknown> = Promise.resolve();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // One listener per subscription: a popular topic has many.
    this.local.setMaxListeners(0);
    this.redisChannel = `${config.redisPrefix}${REDIS_CHANNEL}`;
    if (!config.redisUrl) {
      this.publisher = this.subscriber = null;
      return;
    }
    // Channels are not keys: no key prefix (the channel name carries the installation's prefix itself).
    this.publisher = createRedis(config.redisUrl, '');
    // A connection in subscriber mode can do nothing else: its own.
    this.subscriber = createRedis(config.redisUrl, '');
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.redisChannel) return;
      try {
        const { to, event } = JSON.parse(message) as { to: string; event: LiveEvent };
        this.local.emit(to, event);
      } catch (error) {
        this.logger.warn(`Unreadable live event: ${(error as Error).message}`);
      }
    });
    let connectedBefore = false;
    this.subscriber.on('ready', () => {
      if (connectedBefore) this.local.emit(RECONNECTED);
      connectedBefore = true;
    });
    this.ready = this.subscriber.subscribe(this.redisChannel).catch((error: Error) => this.logger.warn(`Live events not subscribed: ${error.message}`));
  }

  /** Whether events cross processes (Redis) or stay in this one. */
  get transport(): 'redis' | 'process' {
    return this.publisher ? 'redis' : 'process';
  }

  /** Resolves once this process receives events published by others (at once without Redis). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  /** Sends `event` to every subscriber of `channel`, in every app process. Never throws. */
  async publish(channel: string, event: LiveEvent): Promise<void> {
    if (!this.publisher) {
      this.local.emit(channel, event);
      return;
    }
    try {
      // This process hears it back through its own subscription: one order of events for every process.
      await this.publisher.publish(this.redisChannel, JSON.stringify({ to: channel, event }));
    } catch (error) {
      this.logger.warn(`Live event not sent through Redis, this process only: ${(error as Error).message}`);
      this.local.emit(channel, event);
    }
  }

  /**
   * After a block, deletion, role change or any new password (reset, changed by the member or an admin) has
   * committed: that member's open live sockets are checked again in every process (LiveGate), those of an ended
   * session closed. Never throws.
   */
  accountChanged(userId: string, change: { renewed?: boolean } = {}): Promise<void> {
    return this.publish(ACCOUNT_CHANNEL, { userId, ...change } satisfies AccountChanged);
  }

  /** The events of `channel` from now on, until the consumer returns (the socket closes or the client completes). */
  subscribe<T extends LiveEvent = LiveEvent>(channel: string, until?: (event: T) => boolean): LiveStream<T> {
    const queue: T[] = [];
    const waiting: ((result: IteratorResult<T>) => void)[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      this.local.off(channel, listener);
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
    };
    const listener = (event: T) => {
      if (done) return;
      const next = waiting.shift();
      if (next) next({ value: event, done: false });
      else queue.push(event);
      // The last event of a stream (e.g. the topic was deleted) is delivered, then the stream ends.
      if (until?.(event)) {
        this.local.off(channel, listener);
        done = true;
      }
    };
    this.local.on(channel, listener);
    const stream: LiveStream<T> = {
      next: () => {
        const value = queue.shift();
        if (value !== undefined) return Promise.resolve({ value, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => waiting.push(resolve));
      },
      return: () => {
        finish();
        queue.length = 0;
        return Promise.resolve({ value: undefined, done: true });
      },
      throw: (error: unknown) => {
        finish();
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return stream;
      },
    };
    return stream;
  }

  /** Calls `listener` with each event of `channel` in this process (from every process) until the returned function is called. */
  on<T extends LiveEvent = LiveEvent>(channel: string, listener: (event: T) => void): () => void {
    const handler = (event: T) => listener(event);
    this.local.on(channel, handler);
    return () => this.local.off(channel, handler);
  }

  /**
   * Calls `listener` each time this process's Redis connection for events comes back after it was lost (never without
   * Redis): whatever was published meanwhile is gone, so state kept from events should be checked again.
   */
  onReconnect(listener: () => void): () => void {
    this.local.on(RECONNECTED, listener);
    return () => this.local.off(RECONNECTED, listener);
  }

  /** Subscribers in this process (tests, metrics). */
  listeners(channel: string): number {
    return this.local.listenerCount(channel);
  }

  async onApplicationShutdown(): Promise<void> {
    this.local.removeAllListeners();
    await Promise.all([this.publisher, this.subscriber].map((client) => client?.quit().catch(() => client.disconnect())));
  }
}

/** Global: any module publishes without importing anything. */
@Global()
@Module({ providers: [LiveEvents], exports: [LiveEvents] })
export class LiveEventsModule {}
