import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { GqlExecutionContext } from '@nestjs/graphql';
import { looksLikeApiKey, type Role } from '@pepper-atlas/domain';
import type { GraphQLResolveInfo } from 'graphql';
import type { ApiKey } from '../apikeys/api-key.entity.js';
import { ApiKeysService, requestApiKey, setRequestApiKey } from '../apikeys/api-keys.service.js';
import type { User } from '../accounts/user.entity.js';
import { IS_PUBLIC } from '../common/decorators/public.decorator.js';
import { REQUIRES_VERIFIED_EMAIL } from '../common/decorators/require-verified-email.decorator.js';
import { ROLES_KEY } from '../common/decorators/roles.decorator.js';
import { SESSION_ONLY } from '../common/decorators/session-only.decorator.js';
import { SettingsService } from '../settings/settings.service.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { isConnectionError, toAppError } from '../common/errors/to-app-error.js';
import { type AppRequest, requestOf } from '../common/request-context.js';
import { tokenRoles } from './jwt.strategy.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a guarded call does, as far as a key's scopes care: whether it writes, and its name for the audit. */
interface Operation {
  /** A mutation's (or a REST request's) own top-level call: the one a key's write scope is checked on. */
  writes: boolean;
  name: string;
}

function operationOf(context: ExecutionContext, req: AppRequest): Operation {
  if (context.getType<string>() === 'graphql') {
    const info = GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>();
    // Fields inside a mutation's answer are reads of what it returned: only the mutation itself is checked.
    return { writes: info.operation.operation !== 'query' && info.path.prev === undefined, name: info.fieldName };
  }
  return { writes: !READS.has(req.method), name: `${req.method} ${(req.route as { path?: string } | undefined)?.path ?? req.path}` };
}

/** `Authorization: Bearer <credential>`: the credential, or null. */
function bearerOf(header: string): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The global guard: deny by default. A presented token must always be valid (an invalid,
 * expired or revoked token answers 401 even on public operations, so clients sign out at once);
 * `@Public()` lets guests in, `@Roles()` narrows to active users holding a role. A bearer that looks like
 * an API key (`pa_...`) is checked by ApiKeysService instead of the JWT strategy, and acts as its member
 * within its scopes (`assertKeyScope`).
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly settings: SettingsService,
    private readonly apiKeys: ApiKeysService,
  ) {
    super();
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES_KEY, targets) ?? [];
    const req = requestOf(context);
    if (req.user === undefined && req.headers.authorization) {
      const credential = bearerOf(req.headers.authorization);
      if (credential !== null && looksLikeApiKey(credential)) {
        const { user, apiKey } = await this.apiKeys.authenticate(credential);
        req.user = user;
        setRequestApiKey(req, apiKey);
      } else {
        await super.canActivate(context);
      }
    }
    const user = req.user;
    if (!user) {
      if (isPublic && roles.length === 0) return true;
      throw new AppError(ErrorCode.UNAUTHENTICATED);
    }
    const apiKey = requestApiKey(req);
    const adminUse = apiKey
      ? this.assertKeyScope(apiKey, user, roles, operationOf(context, req), this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, targets) ?? false)
      : null;
    if (roles.length > 0 && !(user.isActive && roles.includes(user.role))) {
      // Signed in as a role the account has lost (an admin made a member): the session's rights are gone, it ends.
      const tokenRole = tokenRoles.get(user) as Role | undefined;
      if (tokenRole && tokenRole !== user.role && roles.includes(tokenRole)) throw new AppError(ErrorCode.ROLE_REVOKED);
      throw new AppError(ErrorCode.FORBIDDEN);
    }
    await this.assertAccountSecurity(user, roles, this.reflector.getAllAndOverride<boolean>(REQUIRES_VERIFIED_EMAIL, targets) ?? false);
    if (apiKey && adminUse) await this.apiKeys.recordAdminUse(user, apiKey, adminUse);
    return true;
  }

  /**
   * A key's scopes: `admin` for an administrator's admin work (reads included), `write` for any other mutation or
   * REST write, any key for the rest; no key manages keys or credentials (`@SessionOnly()`). Answers the operation's
   * name when it is admin work that writes (the audit records it), else null.
   */
  private assertKeyScope(apiKey: ApiKey, user: User, roles: Role[], operation: Operation, sessionOnly: boolean): string | null {
    if (sessionOnly) {
      throw new AppError(ErrorCode.INSUFFICIENT_SCOPE, "API keys cannot manage keys or the account's credentials: sign in to do this.");
    }
    const adminWork = user.role === 'admin' && roles.includes('admin');
    if (adminWork && !apiKey.scopes.includes('admin')) {
      throw new AppError(ErrorCode.INSUFFICIENT_SCOPE, 'This operation needs an API key with the admin scope.');
    }
    if (!adminWork && operation.writes && !apiKey.scopes.includes('write')) {
      throw new AppError(ErrorCode.INSUFFICIENT_SCOPE, 'This operation needs an API key with the write scope.');
    }
    return adminWork && operation.writes ? operation.name : null;
  }

  /** The account-security settings: verified email to post, two-factor enrolment for admin operations. */
  private async assertAccountSecurity(user: User, roles: Role[], needsVerifiedEmail: boolean): Promise<void> {
    const adminOperation = user.role === 'admin' && roles.includes('admin');
    if (!(needsVerifiedEmail && !user.emailVerified) && !adminOperation) return;
    const settings = await this.settings.get();
    if (needsVerifiedEmail && !user.emailVerified && settings.emailVerification) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED);
    if (adminOperation && settings.twoFactor && !user.twoFactorEnabled) throw new AppError(ErrorCode.TWO_FACTOR_ENROLMENT_REQUIRED);
  }

  override handleRequest<TUser = User>(error: unknown, user: TUser | false): TUser {
    if (error instanceof AppError) throw error;
    // The user could not be loaded because the database is down: that is an outage, not a bad token.
    if (isConnectionError(error)) throw toAppError(error);
    if (error || !user) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has expired. Please sign in again.');
    return user;
  }
}
