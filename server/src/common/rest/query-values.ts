import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt } from 'class-validator';

/**
 * Query strings carry every value as text. These decorators turn the text of a REST query parameter
 * into the boolean or whole number its GraphQL argument already is, and leave anything else as it
 * came so the validator refuses it with a 400 and a clear message (never a 500, never a guess:
 * 'maybe' is not true, '' is not 0, '0x10' is not 16). GraphQL arguments arrive typed and pass through.
 * One mechanism for every argument class that REST routes read with @Query (docs/rest-api.md).
 */

const TRUE_TEXTS = new Set(['true', '1']);
const FALSE_TEXTS = new Set(['false', '0']);

export function queryBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (TRUE_TEXTS.has(text)) return true;
  if (FALSE_TEXTS.has(text)) return false;
  return value;
}

const WHOLE_NUMBER = /^[+-]?\d{1,15}$/;

export function queryInt(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return WHOLE_NUMBER.test(text) ? Number(text) : value;
}

/** A boolean argument: true/false/1/0 in a query string; anything else is refused. */
export function QueryBoolean(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => queryBoolean(value)),
    IsBoolean({ message: ({ property }) => `${property} must be true or false (or 1 or 0)` }),
  ) as PropertyDecorator;
}

/**
 * A whole-number argument: digits in a query string; anything else is refused. Put it below @Min/@Max
 * (nearest the property): class-validator checks the lowest decorator first, so text gets this message.
 */
export function QueryInt(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => queryInt(value)),
    IsInt({ message: ({ property }) => `${property} must be a whole number` }),
  ) as PropertyDecorator;
}
