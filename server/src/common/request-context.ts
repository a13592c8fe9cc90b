import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { User } from '../users/user.entity.js';

export interface AppRequest extends Request {
  user?: User;
}

/** The Express request behind a REST call or a GraphQL operation. */
export function requestOf(context: ExecutionContext): AppRequest {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: AppRequest }>().req;
  }
  return context.switchToHttp().getRequest<AppRequest>();
}

export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
