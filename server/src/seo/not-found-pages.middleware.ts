import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isPageRoute, SERVER_PATHS } from '@pepper-atlas/domain';
import { PageRenderer } from './page-renderer.service.js';
import { sendPage } from './page-response.js';
import { SeoService } from './seo.service.js';

/**
 * An address that is none of the app's pages gets the 404 page, drawn by the client's code, with status 404 (the
 * static module would answer index.html with 200). Files (a dot in the last segment), the server's own paths, the
 * pages SeoController answers and the app's other pages (the static module's index.html) pass on.
 */
@Injectable()
export class NotFoundPages implements NestMiddleware {
  constructor(
    private readonly seo: SeoService,
    private readonly renderer: PageRenderer,
  ) {}

  async use(req: Request, res: Response, next: NextFunction) {
    const path = req.path;
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !req.accepts('html') ||
      /\.[^/]*$/.test(path) ||
      SERVER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
      path.startsWith('/assets/') ||
      isPageRoute(path) ||
      (await this.renderer.isAppRoute(path))
    ) {
      next();
      return;
    }
    await sendPage(this.seo, this.renderer, req, res, next, async (language, origin) => ({
      meta: this.seo.notFoundPage(path, language, origin),
      status: 404,
    }));
  }
}
