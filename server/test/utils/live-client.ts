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
      return {
        completed,
        stop,
        next(waitMs = LIVE_WAIT_MS) {
          if (received.length) return Promise.resolve(received.shift());
          return new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`No live event within ${waitMs} ms`)), waitMs);
            waiting.push((value) => {
              clearTimeout(timer);
              resolve(value);
            });
          });
        },
      };
    },
    dispose: () => client.dispose() as Promise<void>,
  };
}

/** The selection the client's topic page subscribes with (the comment in the shape queries answer). */
export const TOPIC_EVENTS = `subscription($topicId: ID!) { topicEvents(topicId: $topicId) {
  kind topicId commentId likes comment { id text likes likedByMe parentId topicId author { username } replies { id } } } }`;
