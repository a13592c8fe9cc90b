import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, ErrorCode } from './errors/app-error.js';

function firstMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) fields[path] = messages[0];
    Object.assign(fields, firstMessages(error.children ?? [], path));
  }
  return fields;
}

/** Uploads arrive as promises of a file stream: nothing for class-validator to check. */
class AppValidationPipe extends ValidationPipe {
  protected override toValidate(metadata: ArgumentMetadata): boolean {
    return metadata.metatype !== Promise && super.toValidate(metadata);
  }
}

/** Input validation for REST and GraphQL: unknown fields are stripped, field messages returned. */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    transform: true,
    // No implicit conversion: it would read 'maybe' as true. Query strings convert explicitly (@Type).
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = firstMessages(errors);
      const first = Object.values(fields)[0];
      return new AppError(ErrorCode.BAD_USER_INPUT, first ?? 'Please check your input and try again.', { fields });
    },
  });
}
