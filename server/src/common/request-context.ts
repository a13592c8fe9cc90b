import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
/**
 * Who a request is signed in as. Empty here (`common` knows no feature): the users module names its
 * account type by declaration merging (`user` in accounts/user.entity.ts), as Express does with `Express.User`.
 */
export interface RequestIdentity {}
export type RequestUser = RequestIdentity extends { user: infer U } ? U : never;

export interface AppRequest extends Request {
  user?: RequestUser;
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
