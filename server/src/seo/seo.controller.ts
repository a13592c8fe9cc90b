import { Controller, Get, Next, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { notFound } from '../common/errors/app-error.js';
import type { ContentPageKind } from '../content/content.service.js';
import { SeoService, type StaticPage } from './seo.service.js';
import { PageRenderer } from './page-renderer.service.js';
import { languageOf, type PageLookup, requestOrigin, sendPage } from './page-response.js';

/**
 * The first HTML answer of the pages a link can point to, with that page's title, description,
 * links and social tags, and for a guest the page itself drawn by the client's code (which hydrates it), the sitemap,
 * robots.txt and the preview cards. The other pages of the app keep the static module's index.html; an address that
 * is no page gets the 404 page (NotFoundPages).
 */
@Public()
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(
    private readonly seo: SeoService,
    private readonly renderer: PageRenderer,
  ) {}

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
  @Get(['', 'peppers', 'forum', 'news', 'recipes', 'guides', 'developers'])
  async page(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    // Links shared before peppers had pages (/peppers?pepper=<id>) move to the pepper's page for good.
    const oldLink = typeof req.query.pepper === 'string' ? await this.seo.slugOf(req.query.pepper) : null;
    if (oldLink) {
      res.redirect(301, `/peppers/${oldLink}${languageOf(req) === 'en' ? '?lang=en' : ''}`);
      return;
    }
    const page = (req.path.replace(/^\/+|\/+$/g, '') || 'home') as StaticPage;
    await this.send(req, res, next, async (language, origin) => ({ meta: this.seo.staticPage(page, language, origin) }));
  }

  @Get('peppers/:slug')
  async pepper(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    await this.send(req, res, next, async (language, origin) => {
      const meta = await this.seo.pepperPage(slug, language, origin);
      return { meta: meta ?? this.seo.staticPage('peppers', language, origin), status: meta ? 200 : 404 };
    });
  }

  @Get(['news/:slug', 'recipes/:slug', 'guides/:slug'])
  async content(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    const kind = req.path.split('/')[1] as ContentPageKind;
    await this.send(req, res, next, async (language, origin) => {
      const meta = await this.seo.contentPage(kind, slug, language, origin);
      return { meta: meta ?? this.seo.staticPage(kind, language, origin), status: meta ? 200 : 404 };
    });
  }

  @Get(['login', 'register'])
  async account(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    const path = req.path.replace(/\/+$/, '');
    await this.send(req, res, next, async (language, origin) => ({ meta: this.seo.appPage(path, language, origin) }));
  }

  @Get('users/:username')
  async member(@Param('username') username: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    await this.send(req, res, next, async (language, origin) => {
      const meta = await this.seo.memberPage(username, language, origin);
      return { meta: meta ?? this.seo.appPage(req.path, language, origin), status: meta ? 200 : 404 };
    });
  }

  @Get('forum/topic/:id')
  async topic(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    await this.send(req, res, next, async (language, origin) => {
      const meta = await this.seo.topicPage(id, language, origin);
      return { meta: meta ?? this.seo.staticPage('forum', language, origin), status: meta ? 200 : 404 };
    });
  }

  private send(req: Request, res: Response, next: NextFunction, lookup: PageLookup) {
    return sendPage(this.seo, this.renderer, req, res, next, lookup);
  }
}

