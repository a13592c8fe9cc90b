import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Role } from '@pepper-atlas/domain';
import type { User } from '../accounts/user.entity.js';
import { IS_PUBLIC } from '../common/decorators/public.decorator.js';
import { REQUIRES_VERIFIED_EMAIL } from '../common/decorators/require-verified-email.decorator.js';
import { ROLES_KEY } from '../common/decorators/roles.decorator.js';
import { SettingsService } from '../settings/settings.service.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { isConnectionError, toAppError } from '../common/errors/to-app-error.js';
import { requestOf } from '../common/request-context.js';
import { tokenRoles } from './jwt.strategy.js';

/**
 * The global guard: deny by default. A presented token must always be valid (an invalid,
 * expired or revoked token answers 401 even on public operations, so clients sign out at once);
 * `@Public()` lets guests in, `@Roles()` narrows to active users holding a role.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly settings: SettingsService,
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
      await super.canActivate(context);
    }
    const user = req.user;
    if (!user) {
      if (isPublic && roles.length === 0) return true;
      throw new AppError(ErrorCode.UNAUTHENTICATED);
    }
    if (roles.length > 0 && !(user.isActive && roles.includes(user.role))) {
      // Signed in as a role the account has lost (an admin made a member): the session's rights are gone, it ends.
      const tokenRole = tokenRoles.get(user) as Role | undefined;
      if (tokenRole && tokenRole !== user.role && roles.includes(tokenRole)) throw new AppError(ErrorCode.ROLE_REVOKED);
      throw new AppError(ErrorCode.FORBIDDEN);
    }
    await this.assertAccountSecurity(user, roles, this.reflector.getAllAndOverride<boolean>(REQUIRES_VERIFIED_EMAIL, targets) ?? false);
    return true;
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
