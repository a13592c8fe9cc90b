import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorCode } from '../errors/app-error.js';

/** The body of every refused REST request (`restErrorBody`): docs/rest-api.md, "Errors". */
export class RestErrorAnswer {
  @ApiProperty({ description: 'Readable as is', example: 'Pepper name is required' })
  message: string;

  @ApiProperty({ enum: Object.values(ErrorCode), enumName: 'ErrorCode', description: "Stable: the same as GraphQL's extensions.code" })
  code: ErrorCode;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Each refused field and its message key',
    example: { name: 'pepperNameRequired' },
  })
  errors?: Record<string, string>;

  @ApiPropertyOptional({ type: 'integer', description: 'The shortest password allowed, with a password-length refusal' })
  passwordMin?: number;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Values the message key refers to' })
  params?: Record<string, string>;

  @ApiPropertyOptional({ description: 'TWO_FACTOR_REQUIRED: the challenge to send to POST /api/users/login/two-factor' })
  challenge?: string;
}

/** `{ success, message }`: deletions and the like. */
export class SuccessMessageAnswer {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
}
