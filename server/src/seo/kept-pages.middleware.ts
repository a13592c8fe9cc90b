import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DEV_TEMPLATE_HEADER, isPageRoute } from '@pepper-atlas/domain';
import { recordCacheLookup } from '../common/cache-stats.js';
import { PageRenderer } from './page-renderer.service.js';
import { pageRequestOf, sendAnswer } from './page-response.js';
import { SeoService } from './seo.service.js';

/**
 * A guest's page made in the last second for the same content is sent again before the app's routes, as the guest
 * answers of GraphQL are (GuestAnswers): no guard, interceptor, lookup or promise on the way (bench/pages.mjs). Anything
 * else (a page not made yet, the versions to be read, an old link to redirect, the dev server's template) goes on to
 * SeoController, which makes and keeps it.
 */
@Injectable()
export class KeptPages implements NestMiddleware {
  constructor(
    private readonly seo: SeoService,
    private readonly renderer: PageRenderer,
  ) {}

  use(req: Request, res: Response, next: NextFunction) {
    if (!isPageRoute(req.path) || req.get(DEV_TEMPLATE_HEADER) !== undefined || req.query.pepper !== undefined) return next();
    const answer = this.renderer.keptAnswer(pageRequestOf(this.seo, req));
    // The metrics' "kept-pages": pages sent here (hits) and those that went on to the routes (misses).
    recordCacheLookup('kept-pages', answer !== undefined);
    if (!answer) return next();
    sendAnswer(req, res, answer);
  }
}
