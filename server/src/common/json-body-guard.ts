import type { IncomingMessage } from 'node:http';

/** Deeper than any real request (GraphQL variables and REST bodies nest 4 levels at most). */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);
/** `\u0000` after the backslash, either case. */
const NUL_ESCAPE = /^u0000$/i;

/**
 * Checks a JSON body before it is parsed: nesting deeper than MAX_JSON_DEPTH (validators and
 * transformers recurse over it and would overflow the stack) and NUL characters in strings
 * (PostgreSQL text cannot hold them) are refused with 400. One pass over the bytes, no allocation.
 * Used as body-parser's `verify` hook, so every JSON route (REST and GraphQL) gets it.
 */
export function guardJsonBody(_req: IncomingMessage, _res: unknown, buffer: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buffer.length; i++) {
    const byte = buffer[i];
    if (inString) {
      if (byte === BACKSLASH) {
        if (buffer[i + 1] === 0x75 && NUL_ESCAPE.test(buffer.toString('latin1', i + 1, i + 6)))
          throw rejected('Text must not contain NUL characters');
        i++;
      } else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) {
      if (++depth > MAX_JSON_DEPTH) throw rejected(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    } else if (CLOSE.has(byte)) depth--;
  }
}

/** body-parser passes this on with its status (an AppError would not do: it rewrites `status`); see toAppError. */
export const JSON_REJECTED = 'entity.rejected';
const rejected = (message: string) => Object.assign(new Error(message), { status: 400, type: JSON_REJECTED });
