import type { NextFunction, Request, Response } from 'express';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { contentTypeOf, isStoredName, type ImageStorage } from './image-storage.service.js';

/** Stored files never change (a new upload gets a new name): browsers and proxies keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves `/uploads/<name>` from the image store, whichever process wrote it: GET and HEAD, a year's
 * immutable caching and a 304 for a revalidation. Anything else under /uploads is a 404.
 */
export function serveStoredImages(storage: ImageStorage) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(new AppError(ErrorCode.NOT_FOUND, 'Image not found'));
    const name = req.path.replace(/^\//, '');
    if (!isStoredName(name)) return next(new AppError(ErrorCode.NOT_FOUND, 'Image not found'));
    storage.read(name).then(
      (data) => {
        if (!data) return next(new AppError(ErrorCode.NOT_FOUND, 'Image not found'));
        // The name is unique to these bytes: it is their validator.
        const etag = `"${name.replace(/\W/g, '-')}-${data.length}"`;
        res.setHeader('Cache-Control', IMMUTABLE_CACHE);
        res.setHeader('ETag', etag);
        if (req.headers['if-none-match'] === etag) {
          res.status(304).end();
          return;
        }
        res.type(contentTypeOf(name));
        res.setHeader('Content-Length', String(data.length));
        res.status(200).end(req.method === 'HEAD' ? undefined : data);
      },
      (error: unknown) => next(error),
    );
  };
}
