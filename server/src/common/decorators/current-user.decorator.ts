import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { requestOf } from '../request-context.js';

/** The signed-in user of this request, or undefined for a guest on a public operation. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => requestOf(context).user);
