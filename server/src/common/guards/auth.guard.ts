import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Role } from '@pepper-atlas/domain';
import type { User } from '../../users/user.entity.js';
import { IS_PUBLIC } from '../decorators/public.decorator.js';
import { ROLES_KEY } from '../decorators/roles.decorator.js';
import { AppError, ErrorCode } from '../errors/app-error.js';
import { isConnectionError, toAppError } from '../errors/to-app-error.js';
import { requestOf } from '../request-context.js';

/**
 * The global guard: deny by default. A presented token must always be valid (an invalid,
 * expired or revoked token answers 401 even on public operations, so clients sign out at once);
 * `@Public()` lets guests in, `@Roles()` narrows to active users holding a role.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
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
      throw new AppError(ErrorCode.FORBIDDEN);
    }
    return true;
  }

  override handleRequest<TUser = User>(error: unknown, user: TUser | false): TUser {
    if (error instanceof AppError) throw error;
    // The user could not be loaded because the database is down: that is an outage, not a bad token.
    if (isConnectionError(error)) throw toAppError(error);
    if (error || !user) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has expired. Please sign in again.');
    return user;
  }
}
