import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Hashed build output: the name changes with the content, so it is cached for good. */
export const ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Encodings the client build writes beside each text asset, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the client's hashed assets with a year-long immutable cache, sending the .br or .gz the
 * build wrote beside a file when the browser accepts it (no compression work per request). Anything
 * else falls through to the static module (index.html and the history fallback, revalidated).
 */
export function clientAssets(clientDir: string): RequestHandler {
  const root = join(clientDir, 'assets');
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(ASSETS_PREFIX)) return next();
    const file = normalize(join(root, req.path.slice(ASSETS_PREFIX.length)));
    if (!file.startsWith(root + sep) || !existsSync(file)) return next();
    res.setHeader('Cache-Control', IMMUTABLE);
    res.vary('Accept-Encoding');
    const encoding = ENCODINGS.find(({ name, suffix }) => req.acceptsEncodings(name) === name && existsSync(file + suffix));
    if (encoding) {
      res.setHeader('Content-Encoding', encoding.name);
      res.type(extname(file));
    }
    res.sendFile(encoding ? file + encoding.suffix : file, { cacheControl: false, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

/**
 * Content Security Policy sources for the inline scripts of the built index.html (the client's boot
 * script), by their SHA-256: those scripts run, and no other inline script does.
 */
export function inlineScriptHashes(clientDir: string): string[] {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`,
  );
}
