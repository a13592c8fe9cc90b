import { Logger } from '@nestjs/common';
import { Kind, valueFromASTUntyped, type OperationDefinitionNode } from 'graphql';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { User } from '../accounts/user.entity.js';

/*
 * The live socket as the gate (live-gate.service.ts) sees it: its close codes, what graphql-ws keeps for it,
 * the size of its messages, the client's address and token, and what a subscription on it watches.
 */

/**
 * Close codes of the live socket (README, "Live updates"); the graphql-ws client does not retry 4401.
 * 4401: the token in `connectionParams.authorization` is invalid, expired, revoked, or its account is blocked.
 * 4440: the member set a new password and was given a new token: reconnect with it (graphql-ws retries this one;
 * a socket still holding the old token is then refused with 4401).
 * 4430: too many open sockets for this member (or, for guests, this address), or in this process. 4503: the database is
 * unreachable.
 */
export const LIVE_CLOSE = {
  unauthorized: 4401,
  renewed: 4440,
  tooManyConnections: 4430,
  unavailable: 4503,
} as const;

/** What graphql-ws keeps for one socket (`ctx.extra`), plus what the gate adds. */
export interface SocketExtra {
  socket: WebSocket;
  request: IncomingMessage;
  user?: User | null;
  token?: string;
  /** The key this socket is counted under, once accepted. */
  countedAs?: string;
  /** The member whose socket this is, once accepted (checked again when their account changes). */
  memberId?: string;
  /** Counted in the process's total of sockets. */
  inProcess?: boolean;
  /** This socket's subscriptions in flight: graphql-ws id -> what it watches (its root field and arguments). */
  subscriptions?: Map<string, string>;
}

export interface SocketContext {
  connectionParams?: Readonly<Record<string, unknown>>;
  /** graphql-ws's subscriptions in flight by id: one leaves at once when the client completes it. */
  subscriptions?: Record<string, unknown>;
  extra: unknown;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The largest message a live socket takes (a subscription's document and variables, the token): bigger ones close
 * the socket with 1009. `ws` would otherwise buffer up to 100 MiB per message, and NestJS creates its WebSocket server
 * without options.
 */
export const LIVE_MAX_MESSAGE_BYTES = 64 * 1024;

interface LiveSocketServer {
  options?: { maxPayload?: number };
  on(event: 'connection', listener: (socket: WebSocket) => void): unknown;
}

/**
 * Sets LIVE_MAX_MESSAGE_BYTES on the WebSocket server NestJS's Apollo driver made for graphql-ws (after `app.init()`).
 * It reaches into the driver (no public way): if a NestJS upgrade moves it, startup fails here rather than running
 * without the limit (and the server test "refuses a message over the size limit" says so too). An oversized message is
 * the client's doing, closed by `ws` with 1009: one warning line, not graphql-ws's "Internal error … check your
 * implementation" with a stack on the console (which it prints for every error a socket emits).
 */
export function limitLiveMessages(graphqlModule: unknown): void {
  const driver = (graphqlModule as { graphQlAdapter?: { _subscriptionService?: { wss?: LiveSocketServer } } }).graphQlAdapter;
  const wss = driver?._subscriptionService?.wss;
  const options = wss?.options;
  if (!wss || !options || typeof options.maxPayload !== 'number') throw new Error('The live WebSocket server was not found: NestJS changed, see limitLiveMessages.');
  options.maxPayload = LIVE_MAX_MESSAGE_BYTES;
  const logger = new Logger('LiveGate');
  // Runs after graphql-ws's own handler (added first), which has just put its error listener on the socket.
  wss.on('connection', (socket) => {
    const others = socket.listeners('error') as ((error: Error) => void)[];
    socket.removeAllListeners('error');
    socket.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        logger.warn(`A live socket sent a message over ${LIVE_MAX_MESSAGE_BYTES} bytes: closed (1009)`);
        return;
      }
      for (const listener of others) listener.call(socket, error);
    });
  });
}

/** Like Express with `trust proxy: loopback`: a proxy on this machine names the client in X-Forwarded-For. */
export function addressOf(request: IncomingMessage): string {
  const remote = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  if (!LOOPBACK.test(remote) || typeof forwarded !== 'string') return remote;
  const hops = forwarded.split(',').map((hop) => hop.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!LOOPBACK.test(hops[i])) return hops[i];
  return hops[0] ?? remote;
}

/** The bearer token of `connectionParams` ({ authorization: 'Bearer …' } or { token: '…' }); undefined for a guest. */
export function tokenOf(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const raw = params?.authorization ?? params?.Authorization ?? params?.token;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  return raw.replace(/^Bearer\s+/i, '').trim();
}

/**
 * What a subscription watches: its root fields with their arguments' values ('topicEvents{"topicId":"…"}'), whatever
 * else it selects, so one socket asks for one topic's events once.
 */
export function watchedBy(operation: OperationDefinitionNode, variables: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) {
      parts.push(selection.kind);
      continue;
    }
    const args: Record<string, unknown> = {};
    for (const arg of selection.arguments ?? []) args[arg.name.value] = valueFromASTUntyped(arg.value, variables);
    parts.push(`${selection.name.value}${JSON.stringify(args, Object.keys(args).sort())}`);
  }
  return parts.join(' ');
}

export class Refusal extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(reason);
  }
}
