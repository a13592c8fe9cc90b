import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  GraphQLError,
  OperationTypeNode,
  getOperationAST,
  specifiedRules,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { JwtStrategy } from './jwt.strategy.js';
import { ApiKeysService } from '../apikeys/api-keys.service.js';
import { API_KEY_PREFIX } from '@pepper-atlas/domain';
import type { TokenPayload } from './token.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { isConnectionError } from '../common/errors/to-app-error.js';
import type { Loaders, LoadersFactory } from '../common/dataloader/loaders.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import type { AppRequest } from '../common/request-context.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { User } from '../accounts/user.entity.js';
import { LIVE_ERROR, LiveBudget, LiveBusy, type LiveLimits, liveLimits } from '../live/live-budget.service.js';
import { ACCOUNT_CHANNEL, type AccountChanged, LiveEvents } from '../live/live-events.service.js';
import { LiveSharing } from '../live/live-sharing.service.js';
import { addressOf, LIVE_CLOSE, Refusal, type SocketContext, type SocketExtra, tokenOf, watchedBy } from './live-socket.js';

/**
 * The door of the live socket: the same token checks as HTTP (signature, issuer, audience, expiry, token version,
 * blocked account) when the socket opens and again at each subscription, a socket limit per member (per address for
 * guests), the same depth, alias and cost limits as HTTP, and nothing but subscriptions (queries and mutations go
 * over HTTP, through its plugins and limits). When a member's account changes (ACCOUNT_CHANNEL: blocked, deleted,
 * signed out by an admin), their open sockets in every process are checked again at once and closed with 4401 if
 * their session has ended, so a blocked member stops receiving events on subscriptions already running. As that
 * message can be lost (Redis down while the account changed on another process), every member's socket is also checked
 * again every LIVE_RECHECK_SECONDS and as soon as the Redis connection is back.
 *
 * The budget (README, "Live updates"): at most LIVE_SUBSCRIPTIONS_PER_SOCKET subscriptions in flight on a socket, one
 * per root field and arguments (the same topic's events twice is refused), LIVE_SUBSCRIPTIONS_PER_PROCESS and
 * LIVE_CONNECTIONS_PER_PROCESS in all; a refused subscription answers LIVE_LIMIT and the socket goes on.
 */
@Injectable()
export class LiveGate implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveGate');
  private readonly open = new Map<string, number>();
  /** Accepted members' sockets in this process, by user id. */
  private readonly members = new Map<string, Set<SocketExtra>>();
  private readonly limits: LiveLimits;
  private sockets = 0;
  private subscriptions = 0;
  private readonly stopListening: (() => void)[];
  private recheckTimer?: NodeJS.Timeout;
  private rechecking = false;
  /** The LIVE_LIMIT answers, made once: a socket flooding with subscriptions costs no error object (and stack) each. */
  private readonly refusals: Record<'socketFull' | 'duplicate' | 'processFull' | 'closed', GraphQLError>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    private readonly strategy: JwtStrategy,
    live: LiveEvents,
    private readonly sharing: LiveSharing,
    private readonly budget: LiveBudget,
    private readonly apiKeys: ApiKeysService,
  ) {
    this.limits = liveLimits(config);
    const refusal = (message: string) => new GraphQLError(message, { extensions: { code: LIVE_ERROR.limit } });
    this.refusals = {
      socketFull: refusal(`Too many subscriptions on this connection (at most ${this.limits.subscriptionsPerSocket}).`),
      duplicate: refusal('This connection already has this subscription.'),
      processFull: refusal('Too many subscriptions on this server: try again later.'),
      closed: refusal('This connection is closed.'),
    };
    this.stopListening = [
      live.on<AccountChanged>(ACCOUNT_CHANNEL, (event) => void this.recheck(event.userId, event.renewed === true)),
      // Account changes published while Redis was down never reached this process: check every member's socket.
      live.onReconnect(() => void this.recheckAll()),
    ];
  }

  onModuleInit(): void {
    this.recheckTimer = setInterval(() => void this.recheckAll(), this.limits.recheckSeconds * 1000);
    this.recheckTimer.unref();
  }

  onModuleDestroy(): void {
    for (const stop of this.stopListening) stop();
    clearInterval(this.recheckTimer);
  }

  /** Sockets and subscriptions open in this process (tests, metrics). */
  get load(): { sockets: number; subscriptions: number } {
    return { sockets: this.sockets, subscriptions: this.subscriptions };
  }

  /** Every member's open sockets in this process checked again (one member at a time, through the live budget). */
  async recheckAll(): Promise<void> {
    if (this.rechecking) return;
    this.rechecking = true;
    try {
      for (const userId of [...this.members.keys()]) await this.recheck(userId, false);
    } finally {
      this.rechecking = false;
    }
  }

  /**
   * Checks a member's open sockets in this process again; those whose session ended are closed with 4401, or with
   * 4440 when the member renewed it themself (their new password came with a new token to reconnect with).
   */
  private async recheck(userId: unknown, renewed: boolean): Promise<void> {
    if (typeof userId !== 'string') return;
    const sockets = [...(this.members.get(userId) ?? [])];
    await Promise.all(
      sockets.map(async (extra) => {
        try {
          extra.user = await this.budget.run(() => this.authenticate(extra.token));
        } catch (error) {
          if (error instanceof LiveBusy) return; // checked again next time
          // An outage is not the end of a session: the socket stays, the next subscription checks again.
          if (error instanceof Refusal && error.code === LIVE_CLOSE.unauthorized) {
            this.refuse(extra, renewed ? new Refusal(LIVE_CLOSE.renewed, 'Your session continues with a new token: reconnect with it.') : error);
          }
          else this.logger.warn(`Live socket not checked again: ${(error as Error).message}`);
        }
      }),
    );
  }

  /** Open sockets in this process under a member's id (`user:<id>`) or a guest address (`ip:<address>`). */
  openSockets(key: string): number {
    return this.open.get(key) ?? 0;
  }

  private async authenticate(token: string | undefined): Promise<User | null> {
    if (!token) return null;
    // An API key (any scope: a subscription only reads) acts as its member here too, checked as on HTTP: a revoked or
    // expired key, or its member blocked, ends the socket at the next check (at once when revoked: ACCOUNT_CHANNEL).
    if (token.startsWith(API_KEY_PREFIX)) return this.keyHolder(token);
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload & object>(token);
    } catch {
      throw new Refusal(LIVE_CLOSE.unauthorized, 'Your session has expired. Please sign in again.');
    }
    try {
      return await this.strategy.validate(payload);
    } catch (error) {
      throw asRefusal(error);
    }
  }

  private async keyHolder(secret: string): Promise<User> {
    try {
      return (await this.apiKeys.authenticate(secret)).user;
    } catch (error) {
      throw asRefusal(error);
    }
  }

  private refuse(extra: SocketExtra, error: unknown): false {
    const refusal = error instanceof Refusal ? error : new Refusal(4500, 'Server error');
    if (!(error instanceof Refusal)) this.logger.error(`Live socket refused: ${(error as Error).message}`);
    extra.socket.close(refusal.code, refusal.message);
    return false;
  }

  private release(extra: SocketExtra): void {
    if (extra.inProcess) {
      extra.inProcess = false;
      this.sockets--;
    }
    this.subscriptions -= extra.subscriptions?.size ?? 0;
    extra.subscriptions?.clear();
    const key = extra.countedAs;
    if (!key) return;
    extra.countedAs = undefined;
    if (extra.memberId) {
      const sockets = this.members.get(extra.memberId);
      sockets?.delete(extra);
      if (sockets?.size === 0) this.members.delete(extra.memberId);
    }
    const left = (this.open.get(key) ?? 1) - 1;
    if (left > 0) this.open.set(key, left);
    else this.open.delete(key);
  }

  /** Counts a new subscription of a socket, or answers why it is refused (LIVE_LIMIT). */
  private subscribed(extra: SocketExtra, id: string, watches: string): GraphQLError | undefined {
    const mine = (extra.subscriptions ??= new Map());
    if (mine.size >= this.limits.subscriptionsPerSocket) return this.refusals.socketFull;
    for (const other of mine.values()) if (other === watches) return this.refusals.duplicate;
    if (this.subscriptions >= this.limits.subscriptionsPerProcess) return this.refusals.processFull;
    // A socket already closed (and released) counts nothing more.
    if (!extra.countedAs) return this.refusals.closed;
    mine.set(id, watches);
    this.subscriptions++;
    return undefined;
  }

  private unsubscribed(extra: SocketExtra, id: string): void {
    if (extra.subscriptions?.delete(id)) this.subscriptions--;
  }

  /** The `graphql-ws` options of the GraphQL module (`subscriptions: { 'graphql-ws': gate.options(…) }`). */
  options(loaders: LoadersFactory, validationRules: readonly ValidationRule[]) {
    const rules = [...specifiedRules, ...validationRules];
    return {
      path: '/graphql',
      connectionInitWaitTimeout: 10_000,
      // One parsed and validated document per text, one execution per event and kind of viewer (LiveSharing).
      parse: (source: string) => this.sharing.parse(source),
      validate: (schema: GraphQLSchema, document: DocumentNode) => this.sharing.validate(schema, document, rules),
      subscribe: (args: ExecutionArgs) => this.sharing.subscribe(args),
      onConnect: async (ctx: SocketContext): Promise<boolean> => {
        const extra = ctx.extra as SocketExtra;
        try {
          extra.token = tokenOf(ctx.connectionParams);
          extra.user = await this.authenticate(extra.token);
        } catch (error) {
          return this.refuse(extra, error);
        }
        const key = extra.user ? `user:${extra.user.id}` : `ip:${addressOf(extra.request)}`;
        const limit = extra.user ? this.config.live.connectionsPerUser : this.config.live.connectionsPerGuestIp;
        const count = this.open.get(key) ?? 0;
        if (count >= limit) return this.refuse(extra, new Refusal(LIVE_CLOSE.tooManyConnections, `Too many connections (at most ${limit})`));
        if (this.sockets >= this.limits.connectionsPerProcess) return this.refuse(extra, new Refusal(LIVE_CLOSE.tooManyConnections, 'Too many connections on this server'));
        this.open.set(key, count + 1);
        extra.countedAs = key;
        extra.inProcess = true;
        this.sockets++;
        if (extra.user) {
          extra.memberId = extra.user.id;
          const sockets = this.members.get(extra.memberId) ?? new Set<SocketExtra>();
          this.members.set(extra.memberId, sockets.add(extra));
        }
        // Closed while the token was being checked: nothing will call onClose for it any more.
        if (extra.socket.readyState !== extra.socket.OPEN) this.release(extra);
        return true;
      },
      onClose: (ctx: SocketContext) => this.release(ctx.extra as SocketExtra),
      onComplete: (ctx: SocketContext, id: string) => this.unsubscribed(ctx.extra as SocketExtra, id),
      // A subscription that fails validation ends with its error alone (graphql-ws calls no onComplete then).
      onError: (ctx: SocketContext, id: string): undefined => {
        this.unsubscribed(ctx.extra as SocketExtra, id);
        return undefined;
      },
      onSubscribe: async (ctx: SocketContext, id: string, payload: { query: string; variables?: Record<string, unknown> | null }) => {
        const extra = ctx.extra as SocketExtra;
        let operation;
        try {
          operation = getOperationAST(this.sharing.parse(payload.query), (payload as { operationName?: string | null }).operationName);
        } catch {
          return undefined; // graphql-ws answers the syntax error itself
        }
        if (operation && operation.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [new GraphQLError('Only subscriptions go over WebSocket: send queries and mutations over HTTP.', { extensions: { code: ErrorCode.BAD_USER_INPUT } })];
        }
        // Counted before anything is awaited, so a burst of subscriptions meets the limits one by one.
        // A subscription the client has just completed gives its place back at once (its ending, which calls
        // onComplete, comes a moment later): the app's page that closes and opens one topic's subscription is not refused.
        for (const other of extra.subscriptions?.keys() ?? []) if (ctx.subscriptions && !(other in ctx.subscriptions)) this.unsubscribed(extra, other);
        const refused = this.subscribed(extra, id, operation ? watchedBy(operation, payload.variables ?? {}) : `?${id}`);
        if (refused) return [refused];
        // The account may have been blocked, or the password changed, since the socket opened.
        try {
          extra.user = extra.token ? await this.budget.run(() => this.authenticate(extra.token)) : null;
        } catch (error) {
          this.unsubscribed(extra, id);
          if (error instanceof LiveBusy) return [error.toGraphQL()];
          this.refuse(extra, error);
          return [new GraphQLError('Your session has ended.', { extensions: { code: ErrorCode.UNAUTHENTICATED } })];
        }
        return undefined;
      },
      context: (ctx: SocketContext): GraphqlContext => {
        const extra = ctx.extra as SocketExtra;
        const req = {
          user: extra.user ?? undefined,
          headers: {},
          ip: addressOf(extra.request),
          socket: extra.request.socket,
        } as unknown as AppRequest;
        // Loaders only when an event is answered with this context (most sockets share another's answer).
        let current: Loaders | undefined;
        return {
          req,
          res: undefined as unknown as GraphqlContext['res'],
          get loaders(): Loaders {
            return (current ??= loaders.create(req));
          },
          set loaders(value: Loaders) {
            current = value;
          },
          renewLoaders: () => {
            current = undefined;
          },
        };
      },
    };
  }
}

/** A credential check's failure as the socket's close: refused (4401) or the service unavailable; anything else as it is. */
function asRefusal(error: unknown): unknown {
  if (error instanceof AppError) return new Refusal(LIVE_CLOSE.unauthorized, error.message);
  if (isConnectionError(error)) return new Refusal(LIVE_CLOSE.unavailable, 'The service is temporarily unavailable.');
  return error;
}
