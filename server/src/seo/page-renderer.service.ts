import { Inject, Injectable, Logger } from '@nestjs/common';
import { COUNTERS_MAY_LAG_MS } from '../common/cache/content-cache.js';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { composePage, inlineStyleSheets, type DrawnPage, type Language, type ServerEntry, type Theme } from '@pepper-atlas/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { recordCacheLookup } from '../common/cache-stats.js';
import { CatalogueCache } from '../peppers/catalogue-cache.service.js';
import { ForumCache } from '../topics/forum-cache.service.js';
import { ContentVersion } from '../content/content-cache.service.js';
import { INTERNAL_RENDER_HEADER, internalRenderToken } from '../common/internal-render.js';

/** A page as it is sent: its HTML, compressed once, and its ETag. */
export interface PageAnswer {
  status: number;
  html: Buffer;
  gzip: Buffer;
  /** Of the HTML (an answer compressed for the browser adds "-gz"). */
  etag: string;
  /** Whether the server drew the page's content (false: the client's empty frame, which draws it). */
  rendered: boolean;
}

/** The page's head (index.html with its title, links and social tags) and its status, from the page's own lookups. */
export interface PageHead {
  html: string;
  status: number;
}

export interface PageRenderRequest {
  /** Path and query. */
  url: string;
  language: Language;
  theme: Theme;
  wide: boolean;
  /** The site's address as the reader reaches it. */
  origin: string;
  /** Where this process answers GraphQL ("http://127.0.0.1:3000/graphql"). */
  graphqlUrl: string;
  /** The reader's address, forwarded with the page's queries (the renderer is a proxy on this machine). */
  forwardedFor?: string;
}

/** A guest's page is reused this long (and never across a change of the catalogue or the forum), as a guest's answer. */
export const GUEST_PAGE_MS = COUNTERS_MAY_LAG_MS;
/** Pages kept per process; the oldest go first. */
const MAX_PAGES = 1_000;
/** A render that takes longer is given up: the page goes out unrendered (the client draws it). */
export const RENDER_TIMEOUT_MS = 5_000;

interface KeptPage {
  expires: number;
  page: Promise<PageAnswer>;
  /** The page, once made. */
  answer?: PageAnswer;
}

/** What a guest's page is drawn for, beside the content's versions: one kept page per key. */
function pageKey(versions: readonly string[], request: PageRenderRequest): string {
  return `${versions.join(' ')}\u0000${request.origin}\u0000${request.language}\u0000${request.theme}\u0000${request.wide ? 'wide' : 'narrow'}\u0000${request.url}`;
}

/**
 * Draws a guest's page on the server with the client's own code (its server entry: the same routes, providers and
 * pages the browser hydrates), its queries answered by this process's GraphQL endpoint as a guest's. A guest's page is
 * kept for GUEST_PAGE_MS and keyed by the versions of the catalogue, the forum and the news, recipes and guides, so a change is in the very next
 * page (this process) or within the announcement's milliseconds (others), as the guest answers of GraphQL are.
 * Concurrent requests of one page share one render. A render that fails or times out is logged and answers null: the
 * page goes out as the client's empty frame, which draws it.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger('PageRenderer');
  private entry: Promise<ServerEntry | null> | undefined;
  private styles: Map<string, string[]> | undefined;
  /** The client build's style sheets read so far, by address ("/assets/shell-1a2b.css"); undefined: not there. */
  private readonly sheets = new Map<string, string | undefined>();
  private readonly pages = new Map<string, KeptPage>();
  private readonly renderMs: Record<string, { count: number; totalMs: number }> = {};

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogue: CatalogueCache,
    private readonly forum: ForumCache,
    private readonly content: ContentVersion,
  ) {}

  /** The server entry's file: beside the client's build (client/dist-ssr), or SSR_ENTRY. */
  entryFile(): string {
    return process.env.SSR_ENTRY ?? join(resolve(this.config.clientDir, '..'), 'dist-ssr', 'entry-server.js');
  }

  private loadEntry(): Promise<ServerEntry | null> {
    this.entry ??= (async () => {
      const file = this.entryFile();
      if (!existsSync(file)) {
        this.logger.warn(`No server entry at ${file} (npm run build writes it): pages go out unrendered`);
        return null;
      }
      return (await import(pathToFileURL(file).href)) as ServerEntry;
    })().catch((error: unknown) => {
      this.logger.error(`Loading the server entry failed: ${(error as Error).message}`);
      return null;
    });
    return this.entry;
  }

  /** Whether a path is one of the app's pages; true when the client's server entry is not there (nothing to tell). */
  async isAppRoute(pathname: string): Promise<boolean> {
    const entry = await this.loadEntry();
    return entry?.isAppRoute(pathname) ?? true;
  }

  /**
   * The style sheets of a lazily loaded component (a page, a dialog) and of the chunks it imports, from the client
   * build's manifest (client/dist/.vite/manifest.json), by the component's name (its module's file name).
   */
  private stylesOf(name: string): string[] {
    if (!this.styles) {
      this.styles = new Map();
      const file = join(this.config.clientDir, '.vite', 'manifest.json');
      if (existsSync(file)) {
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { src?: string; css?: string[]; imports?: string[] }>;
        const cssOf = (key: string, seen: Set<string>): string[] => {
          if (seen.has(key)) return [];
          seen.add(key);
          const chunk = manifest[key];
          return chunk ? [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((next) => cssOf(next, seen))] : [];
        };
        for (const [key, chunk] of Object.entries(manifest)) {
          const module = /([^/]+)\.tsx$/.exec(chunk.src ?? '')?.[1];
          if (module && !this.styles.has(module)) this.styles.set(module, [...new Set(cssOf(key, new Set()))]);
        }
      }
    }
    return this.styles.get(name) ?? [];
  }

  /**
   * A style sheet of the client's build, by its address, to be written into a drawn page (inlineStyleSheets); read
   * once (the build's files are named by their content). Undefined for anything but a sheet of the build's assets.
   */
  private readonly sheetText = (href: string): string | undefined => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
    if (!this.sheets.has(href)) {
      const file = join(this.config.clientDir, href);
      this.sheets.set(href, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return this.sheets.get(href);
  };

  /** Milliseconds of uncached renders per route (the bench prints them). */
  stats(): Record<string, { count: number; averageMs: number }> {
    return Object.fromEntries(
      Object.entries(this.renderMs).map(([route, { count, totalMs }]) => [route, { count, averageMs: Math.round((totalMs / count) * 10) / 10 }]),
    );
  }

  /**
   * A guest's page, from the kept pages or made now: its head (`head`, the page's own lookups) with the content the
   * client's code draws for it. A page whose content could not be drawn goes out with the head alone (not kept).
   */
  async page(request: PageRenderRequest, head: () => Promise<PageHead>): Promise<PageAnswer> {
    const key = pageKey(await Promise.all([this.catalogue.current(), this.forum.current(), this.content.current()]), request);
    const now = Date.now();
    const kept = this.pages.get(key);
    const hit = kept !== undefined && kept.expires > now;
    recordCacheLookup('guest-pages', hit);
    if (kept && hit) return kept.page;
    if (kept) this.pages.delete(key);
    const page = Promise.all([head(), this.draw(request)]).then(([pageHead, drawn]) => answerOf(pageHead, drawn, this.sheetText));
    const entry: KeptPage = { expires: now + GUEST_PAGE_MS, page };
    this.pages.set(key, entry);
    // A page without its content, or a failed lookup, is not kept: the next request tries again.
    page.then(
      (answer) => (answer.rendered ? (entry.answer = answer) : this.pages.delete(key)),
      () => this.pages.delete(key),
    );
    while (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }

  /**
   * A guest's page made within GUEST_PAGE_MS for the same content, synchronously (KeptPages sends it before the app's
   * routes): undefined when there is none yet, or when the content's versions would have to be read (page() then).
   */
  keptAnswer(request: PageRenderRequest): PageAnswer | undefined {
    const catalogue = this.catalogue.known();
    const forum = this.forum.known();
    const content = this.content.known();
    if (catalogue === undefined || forum === undefined || content === undefined) return undefined;
    const kept = this.pages.get(pageKey([catalogue, forum, content], request));
    if (!kept?.answer || kept.expires <= Date.now()) return undefined;
    recordCacheLookup('guest-pages', true);
    return kept.answer;
  }

  private async draw(request: PageRenderRequest): Promise<RenderedPage | null> {
    const entry = await this.loadEntry();
    if (!entry) return null;
    const started = performance.now();
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    try {
      const result = await entry.render({
        url: request.url,
        language: request.language,
        theme: request.theme,
        wide: request.wide,
        origin: request.origin,
        graphqlUrl: request.graphqlUrl,
        headers: { [INTERNAL_RENDER_HEADER]: internalRenderToken(), ...(request.forwardedFor ? { 'x-forwarded-for': request.forwardedFor } : {}) },
        signal,
      });
      const route = routeOf(request.url);
      const spent = (this.renderMs[route] ??= { count: 0, totalMs: 0 });
      spent.count++;
      spent.totalMs += performance.now() - started;
      return {
        html: result.html,
        status: result.status,
        state: result.hydratable ? result.state : null,
        stateId: entry.SSR_STATE_ID,
        theme: request.theme,
        styles: [...new Set(result.drawn.flatMap((name) => this.stylesOf(name)))],
      };
    } catch (error) {
      this.logger.error(`Rendering ${request.url} failed, sent unrendered: ${(error as Error).stack ?? String(error)}`);
      return null;
    }
  }
}

/** What the client's code drew, and its status: 200, or 404 for a page that found nothing. */
type RenderedPage = DrawnPage & { status: number };

/**
 * A page as it is sent: the head with what was drawn in it, and, given `sheetText`, the style sheets of a drawn page
 * written into it (a page the browser draws keeps its links: nothing shows before its code has loaded anyway).
 */
export function answerOf(head: PageHead, drawn: RenderedPage | null, sheetText?: (href: string) => string | undefined): PageAnswer {
  // The built client's boot script fetches a hydrated page's code once the page is painted.
  const composed = composePage(head.html, drawn, { scriptsAfterPaint: true });
  const html = Buffer.from(drawn && sheetText ? inlineStyleSheets(composed, sheetText) : composed);
  // The page's own lookup decides a 404 (an unknown pepper, topic or member); the drawn page may find one too.
  const status = head.status !== 200 ? head.status : (drawn?.status ?? 200);
  return {
    status,
    html,
    gzip: gzipSync(html),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    rendered: drawn !== null,
  };
}

/** "/peppers/habanero?x=1" -> "/peppers/:slug" (the stats' routes). */
export function routeOf(url: string): string {
  const path = url.split('?')[0] ?? '/';
  if (/^\/peppers\/[^/]+$/.test(path)) return '/peppers/:slug';
  if (/^\/forum\/topic\/[^/]+$/.test(path)) return '/forum/topic/:id';
  if (/^\/users\/[^/]+$/.test(path)) return '/users/:username';
  return path;
}
