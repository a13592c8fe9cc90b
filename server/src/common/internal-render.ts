import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server's page renderer asks this process's GraphQL endpoint for a page's data as a guest (loopback). Those
 * requests carry this header with a secret of the process (random at each start), and are the site's own work: no
 * client's budget pays for them (the reader's page is not an API call of theirs).
 */
export const INTERNAL_RENDER_HEADER = 'x-pepper-atlas-render';
const TOKEN = randomBytes(24).toString('base64url');

/** The header's value for this process's own render requests. */
export function internalRenderToken(): string {
  return TOKEN;
}

/** Whether a request is this process's own page renderer asking for a page's data. */
export function isInternalRender(req: { headers: Record<string, string | string[] | undefined> }): boolean {
  const value = req.headers[INTERNAL_RENDER_HEADER];
  return typeof value === 'string' && value.length === TOKEN.length && timingSafeEqual(Buffer.from(value), Buffer.from(TOKEN));
}
