import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { toAppError } from './to-app-error.js';
import type { AppError } from './app-error.js';

/** The REST wire shape of an error: `{ message }`, plus the stable code and field messages. */
export function restErrorBody(error: AppError) {
  return {
    message: error.message,
    code: error.code,
    ...(error.options.fields ? { errors: error.options.fields } : {}),
    ...(error.options.passwordMin ? { passwordMin: error.options.passwordMin } : {}),
    ...(error.options.params ? { params: error.options.params } : {}),
    ...(error.options.challenge ? { challenge: error.options.challenge } : {}),
    ...(error.options.difficulty !== undefined ? { difficulty: error.options.difficulty } : {}),
  };
}

export function toGraphQLError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: {
      code: error.code,
      ...(error.options.fields ? { fields: error.options.fields } : {}),
      ...(error.options.retryAfter ? { retryAfter: error.options.retryAfter } : {}),
      ...(error.options.passwordMin ? { passwordMin: error.options.passwordMin } : {}),
      ...(error.options.params ? { params: error.options.params } : {}),
      ...(error.options.challenge ? { challenge: error.options.challenge } : {}),
      ...(error.options.difficulty !== undefined ? { difficulty: error.options.difficulty } : {}),
    },
  });
}

/** One place where every error becomes a GraphQL error or a REST answer. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const error = toAppError(exception);
    if (host.getType<string>() === 'graphql') return toGraphQLError(error);
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    if (error.options.retryAfter) response.setHeader('Retry-After', String(error.options.retryAfter));
    response.status(error.status).json(restErrorBody(error));
  }
}
