import { isUUID } from 'class-validator';
import { AppError, ErrorCode } from '../errors/app-error.js';

/**
 * The cursor of a list paged newest first by (time, id): the last row's time, as PostgreSQL wrote it (`::text`, so no
 * microsecond is lost to a JavaScript Date), and its id, as opaque base64url JSON.
 */
export function encodeKeysetCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

/** The time and id a cursor holds; anything else is BAD_USER_INPUT on the `after` field. */
export function decodeKeysetCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(value) && typeof value[0] === 'string' && !Number.isNaN(Date.parse(value[0])) && isUUID(value[1])) {
      return [value[0], value[1] as string];
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError(ErrorCode.BAD_USER_INPUT, 'Invalid cursor.', { fields: { after: 'invalidCursor' } });
}
