import type { NextFunction, Request, Response } from 'express';
import { cookieValue, DEFAULT_THEME, DEV_TEMPLATE_HEADER, parseStoredLanguage, parseStoredTheme, preferenceCookie, STORAGE_KEYS, type Theme } from '@pepper-atlas/domain';
import { DEFAULT_SEO_LANGUAGE, type PageMeta, SEO_LANGUAGES, type SeoLanguage } from './seo-html.js';
import type { SeoService } from './seo.service.js';
import { answerOf, type PageAnswer, type PageRenderer, type PageRenderRequest } from './page-renderer.service.js';

/** A page's own lookup: its head's tags and its status (404 for an unknown pepper, topic or member). */
export type PageLookup = (language: SeoLanguage, origin: string) => Promise<{ meta: PageMeta; status?: number }>;

/** The page's language: ?lang=, else the reader's saved choice (its cookie), else Hebrew. */
export function languageOf(req: Request): SeoLanguage {
  const lang = req.query.lang;
  return (
    SEO_LANGUAGES.find((l) => l === lang) ??
    SEO_LANGUAGES.find((l) => l === parseStoredLanguage(cookieValue(req.headers.cookie, STORAGE_KEYS.language) ?? null)) ??
    DEFAULT_SEO_LANGUAGE
  );
}

/** The reader's saved theme (its cookie), else the system's. */
function themeOf(req: Request): Theme {
  return parseStoredTheme(cookieValue(req.headers.cookie, STORAGE_KEYS.theme) ?? null) ?? DEFAULT_THEME;
}

/** Whether to draw for a wide screen: a phone says it is one (Sec-CH-UA-Mobile, or its User-Agent). */
function wideScreen(req: Request): boolean {
  if (req.get('sec-ch-ua-mobile') === '?1') return false;
  return !/Mobi|Android|iPhone|iPod/i.test(req.get('user-agent') ?? '');
}

/**
 * index.html with the page's head and, for a guest, its content drawn by the client's code (PageRenderer), revalidated
 * on every visit like the static one (an ETag from the body answers 304). Compressed when the browser accepts it.
 * Outside production, `npm run dev` asks for the head alone, written into the client's source index.html.
 */
export async function sendPage(
  seo: SeoService,
  renderer: PageRenderer,
  req: Request,
  res: Response,
  next: NextFunction,
  lookup: PageLookup,
) {
  const fromSource = req.get(DEV_TEMPLATE_HEADER) === 'source';
  const head = async () => {
    const origin = seo.origin(requestOrigin(req));
    const { meta, status = 200 } = await lookup(languageOf(req), origin);
    const html = seo.render(meta, origin, fromSource);
    return html === undefined ? undefined : { html, status };
  };
  let answer: PageAnswer | undefined;
  if (fromSource || !seo.hasClient()) {
    const page = await head();
    if (!page) return next();
    answer = answerOf(page, null);
  } else {
    answer = await renderer.page(pageRequestOf(seo, req), async () => {
      const page = await head();
      if (!page) throw new Error('The client build has no index.html');
      return page;
    });
  }
  sendAnswer(req, res, answer);
}

/**
 * An address's ?lang= is kept as the reader's choice, as the client keeps it (core/i18n/language.ts): in the cookie the
 * next page is rendered in. Without it, a reader without JavaScript who switched language (the switch is a link with
 * ?lang=) was back in Hebrew on the next link they followed.
 */
function keepLanguageChoice(req: Request, res: Response): void {
  const lang = SEO_LANGUAGES.find((l) => l === req.query.lang);
  if (!lang || cookieValue(req.headers.cookie, STORAGE_KEYS.language) === lang) return;
  res.append('Set-Cookie', preferenceCookie(STORAGE_KEYS.language, lang));
}

/** What a guest's page is drawn for: its address, the reader's language, theme and kind of screen, the site's origin. */
export function pageRequestOf(seo: SeoService, req: Request): PageRenderRequest {
  return {
    url: req.originalUrl,
    language: languageOf(req),
    theme: themeOf(req),
    wide: wideScreen(req),
    origin: seo.origin(requestOrigin(req)),
    graphqlUrl: `http://127.0.0.1:${req.socket.localPort ?? 3000}/graphql`,
    forwardedFor: req.ip,
  };
}

/** A page with its validators: 304 when the browser has these bytes, else the HTML (compressed when accepted). */
export function sendAnswer(req: Request, res: Response, answer: PageAnswer): void {
  keepLanguageChoice(req, res);
  const gzip = req.acceptsEncodings('gzip') === 'gzip';
  const etag = gzip ? `${answer.etag.slice(0, -1)}-gz"` : answer.etag;
  res.status(answer.status).type('html').setHeader('Cache-Control', 'no-cache');
  // The page is in the reader's language and theme (their cookies) and drawn for their kind of screen.
  res.vary('Accept-Encoding').vary('Cookie').vary('User-Agent');
  res.setHeader('ETag', etag);
  if (
    answer.status === 200 &&
    req
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    res.status(304).end();
    return;
  }
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.send(gzip ? answer.gzip : answer.html);
}

export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
