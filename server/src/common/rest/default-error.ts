import { type CallHandler, type ExecutionContext, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { AppError, ErrorCode, GENERIC_MESSAGES } from '../errors/app-error.js';
import { toAppError } from '../errors/to-app-error.js';

class DefaultErrorInterceptor implements NestInterceptor {
  constructor(private readonly message: string) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const appError = toAppError(error);
        const generic = appError.code === ErrorCode.INTERNAL_SERVER_ERROR || appError.message === GENERIC_MESSAGES[appError.code];
        throw generic ? new AppError(appError.code, this.message, appError.options) : appError;
      }),
    );
  }
}

/**
 * The route's error text of docs/rest-api.md ('Login failed', 'Failed to get users', ...),
 * used when nothing more specific than a generic message applies.
 */
export const DefaultError = (message: string) => UseInterceptors(new DefaultErrorInterceptor(message));
