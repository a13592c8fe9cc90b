import { Controller, Get, Next, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { DEV_TEMPLATE_HEADER } from '@pepper-atlas/domain';
import { Public } from '../common/decorators/public.decorator.js';
import { notFound } from '../common/errors/app-error.js';
import { DEFAULT_SEO_LANGUAGE, type PageMeta, SEO_LANGUAGES, type SeoLanguage } from './seo-html.js';
import { SeoService, type StaticPage } from './seo.service.js';

function languageOf(req: Request): SeoLanguage {
  const lang = req.query.lang;
  return SEO_LANGUAGES.find((l) => l === lang) ?? DEFAULT_SEO_LANGUAGE;
}

/**
 * The first HTML answer of the pages a link can point to, with that page's title, description,
 * links and social tags (the client takes over from there), the sitemap, robots.txt and the preview
 * cards. Other addresses keep the static module's index.html.
 */
@Public()
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('sitemap.xml')
  async sitemap(@Req() req: Request, @Res() res: Response) {
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(await this.seo.sitemap(this.seo.origin(requestOrigin(req))));
  }

  @Get('robots.txt')
  robots(@Req() req: Request, @Res() res: Response) {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(this.seo.robots(this.seo.origin(requestOrigin(req))));
  }

  @Get('cards/peppers/:file')
  async card(@Param('file') file: string, @Res() res: Response) {
    const png = file.endsWith('.png') ? await this.seo.card(file.slice(0, -4)) : null;
    if (!png) throw notFound('Pepper');
    // The address carries the pepper's edit time (?v=), so a card may be kept a day.
    res.type('image/png').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(png);
  }

  // PAGE_ROUTES (domain): the static pages here, a pepper's and a topic's below.
  @Get(['', 'peppers', 'forum', 'news', 'recipes', 'guides'])
  async page(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    // Links shared before peppers had pages (/peppers?pepper=<id>) move to the pepper's page for good.
    const oldLink = typeof req.query.pepper === 'string' ? await this.seo.slugOf(req.query.pepper) : null;
    if (oldLink) {
      res.redirect(301, `/peppers/${oldLink}${languageOf(req) === 'en' ? '?lang=en' : ''}`);
      return;
    }
    const page = (req.path.replace(/^\/+|\/+$/g, '') || 'home') as StaticPage;
    const language = languageOf(req);
    this.send(req, res, next, this.seo.staticPage(page, language, this.seo.origin(requestOrigin(req))));
  }

  @Get('peppers/:slug')
  async pepper(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    const origin = this.seo.origin(requestOrigin(req));
    const language = languageOf(req);
    const meta = await this.seo.pepperPage(slug, language, origin);
    this.send(req, res, next, meta ?? this.seo.staticPage('peppers', language, origin), meta ? 200 : 404);
  }

  @Get('forum/topic/:id')
  async topic(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    const origin = this.seo.origin(requestOrigin(req));
    const language = languageOf(req);
    const meta = await this.seo.topicPage(id, language, origin);
    this.send(req, res, next, meta ?? this.seo.staticPage('forum', language, origin), meta ? 200 : 404);
  }

  /**
   * index.html with the page's head, revalidated on every visit like the static one (an ETag from
   * the body answers 304). Compressed here when the browser accepts it: the build's index.html.gz
   * and .br lack the page's tags.
   */
  private send(req: Request, res: Response, next: NextFunction, meta: PageMeta, status = 200) {
    const html = this.seo.render(meta, this.seo.origin(requestOrigin(req)), req.get(DEV_TEMPLATE_HEADER) === 'source');
    if (html === undefined) return next();
    const gzip = req.acceptsEncodings('gzip') === 'gzip';
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}${gzip ? '-gz' : ''}"`;
    res.status(status).type('html').setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    res.setHeader('ETag', etag);
    if (
      status === 200 &&
      req
        .get('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      res.status(304).end();
      return;
    }
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.send(gzip ? gzipSync(html) : html);
  }
}

function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
