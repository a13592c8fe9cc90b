import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** How long a test waits for a live event before it fails (a waiting window, not a speed assertion). */
export const LIVE_WAIT_MS = 10_000;

export interface LiveSocket {
  client: Client;
  /** Resolves when the server acknowledged the connection; rejects with the close event if it refused. */
  connected: Promise<void>;
  /** Resolves with the close code once the socket closed. */
  closed: Promise<{ code: number; reason: string }>;
  /** Starts a subscription; `next()` answers its events in order. */
  subscribe<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): LiveSubscription<T>;
  dispose(): Promise<void>;
}

export interface LiveSubscription<T> {
  /** The next event for which `wanted` holds (others are skipped). */
  nextWhere(wanted: (event: { data?: T }) => boolean, waitMs?: number): Promise<{ data?: T; errors?: { message: string }[] }>;
  next(waitMs?: number): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>;
  /** Resolves when the server completed the subscription. */
  completed: Promise<void>;
  stop(): void;
}

/** A graphql-ws client over a real WebSocket to `${httpUrl}/graphql`, signed in with `token` or a guest. */
export function liveSocket(httpUrl: string, token?: string, params: Record<string, unknown> = {}): LiveSocket {
  let onConnected!: () => void;
  let onRefused!: (event: unknown) => void;
  let onClosed!: (event: { code: number; reason: string }) => void;
  const connected = new Promise<void>((resolve, reject) => {
    onConnected = resolve;
    onRefused = reject;
  });
  connected.catch(() => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (onClosed = resolve));
  const client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...params },
    lazy: false,
    retryAttempts: 0,
    // A refused socket is what some tests want: `closed` reports it, nothing to print.
    onNonLazyError: () => undefined,
    on: {
      connected: () => onConnected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        onRefused(event);
        onClosed({ code, reason: String(reason) });
      },
    },
  });
  client.on('error', () => undefined);
  return {
    client,
    connected,
    closed,
    subscribe<T>(query: string, variables: Record<string, unknown> = {}): LiveSubscription<T> {
      const received: any[] = [];
      const waiting: ((value: any) => void)[] = [];
      let complete!: () => void;
      const completed = new Promise<void>((resolve) => (complete = resolve));
      const push = (value: any) => {
        const wake = waiting.shift();
        if (wake) wake(value);
        else received.push(value);
      };
      const stop = client.subscribe<T>(
        { query, variables },
        {
          next: (value) => push(value),
          error: (error) => push({ errors: Array.isArray(error) ? error : [{ message: String((error as Error)?.message ?? error) }] }),
          complete: () => complete(),
        },
      );
      const subscription: LiveSubscription<T> = {
        completed,
        stop,
        async nextWhere(wanted, waitMs = LIVE_WAIT_MS) {
          for (;;) {
            const event = await subscription.next(waitMs);
            if (wanted(event)) return event;
          }
        },
        next(waitMs = LIVE_WAIT_MS) {
          if (received.length) return Promise.resolve(received.shift());
          return new Promise((resolve, reject) => {
            const wake = (value: any) => {
              clearTimeout(timer);
              resolve(value);
            };
            // Given up: the next event stays for the next call.
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(wake), 1);
              reject(new Error(`No live event within ${waitMs} ms`));
            }, waitMs);
            waiting.push(wake);
          });
        },
      };
      return subscription;
    },
    dispose: () => client.dispose() as Promise<void>,
  };
}

/**
 * Waits until a subscription is in place on the server, by poking (a write that publishes an event) and waiting a
 * moment for the event, again and again: the protocol has no "subscribed" answer, and an event published before
 * the server registered the subscription is not delivered. Later, duplicate pokes' events are skipped with nextWhere.
 */
export async function untilSubscribed<T>(subscription: LiveSubscription<T>, poke: () => Promise<unknown>, wanted: (event: { data?: T }) => boolean): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await poke();
    try {
      await subscription.nextWhere(wanted, 500);
      return;
    } catch (error) {
      if (attempt >= 20) throw error;
    }
  }
}

/** The selection the client's topic page subscribes with (the comment in the shape queries answer). */
export const TOPIC_EVENTS = `subscription($topicId: ID!) { topicEvents(topicId: $topicId) {
  kind topicId commentId likes comment { id text likes likedByMe parentId topicId author { username } replies { id } } } }`;
