import type { Language, Theme } from './preferences.js';

// The contract between the client's server entry (client/src/app/entry-server.tsx, built by `vite build --ssr`) and
// the server that loads it (server/src/seo/page-renderer.service.ts): one definition for both sides.

/** An AbortSignal (the domain knows neither the DOM's nor Node's types). */
export interface RenderSignal {
  readonly aborted: boolean;
}

export interface RenderRequest {
  /** The page's path and query ("/peppers?search=red"). */
  url: string;
  language: Language;
  theme: Theme;
  /** Whether to draw for a wide screen (the server's guess from the browser's hints). */
  wide: boolean;
  /** The site's address as the reader reaches it ("https://pepperatlas.example"): examples and links show it. */
  origin: string;
  /** Where this process answers GraphQL; the page's queries go there as a guest's. */
  graphqlUrl: string;
  /** Headers for those requests (the renderer's own). */
  headers?: Record<string, string>;
  /** Ends a render that takes too long (the page is then served unrendered). */
  signal?: RenderSignal;
}

export interface RenderResult {
  /** The HTML of #root. */
  html: string;
  /** 200, or 404 for a page that found nothing. */
  status: number;
  /** For the browser's hydration (written as JSON with the id SSR_STATE_ID). */
  state: unknown;
  /** The lazily loaded components (pages, dialogs) drawn, by name: the server links their style sheets. */
  drawn: string[];
  /** How many passes the page's queries took (a waterfall shows as more than 2). */
  passes: number;
  /**
   * False when a query answered with an error (an unknown member, say): Apollo's cache keeps data, not errors, so the
   * browser could not draw the same page in its first render. Such a page is sent drawn, for readers without
   * JavaScript, and the browser draws it afresh instead of hydrating it.
   */
  hydratable: boolean;
}

/** What the server entry exports. */
export interface ServerEntry {
  /** The id of the JSON script with the hydration's state. */
  SSR_STATE_ID: string;
  /** Whether a path is one of the app's pages (anything else is the 404 page). */
  isAppRoute(pathname: string): boolean;
  render(request: RenderRequest): Promise<RenderResult>;
}

/** What the client's code drew for a page, as the page's HTML gets it (composePage). */
export interface DrawnPage {
  /** The HTML of #root. */
  html: string;
  /** The hydration's state, written as JSON in a script with the id `stateId`; null: the browser draws the page afresh. */
  state: unknown;
  stateId: string;
  /** The theme it was drawn in (`<html data-theme>`, before any style sheet applies). */
  theme: Theme;
  /** The style sheets of what was drawn (paths below the client build), linked in the head; none in development. */
  styles: readonly string[];
}

/**
 * The User Timing mark the browser's app makes once its first page is drawn or hydrated and its effects have run (a
 * server-drawn page's code is fetched after its first paint: its load event says nothing of the code).
 */
export const APP_READY_MARK = 'pepper-atlas:ready';

const ROOT = '<div id="root"></div>';
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content or an attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A page's head (index.html with its title, links and social tags) with the drawn content in #root and the hydration's
 * state after it, marked `data-ssr` and `data-theme` on <html> (the boot script then leaves the page's language alone
 * and fetches no data: it is all here). A page drawn without a state for the hydration (RenderResult.hydratable) is
 * drawn afresh by the browser. Production (PageRenderer) and `npm run dev` (vite.page-heads.ts) both compose with it.
 *
 * `scriptsAfterPaint` (production, whose boot script loads them: vite.boot-preload.ts): a hydrated page names no module
 * script, so that nothing fetches its code before the page has been painted.
 */
export function composePage(head: string, drawn: DrawnPage | null, { scriptsAfterPaint = false } = {}): string {
  if (!drawn || !head.includes(ROOT)) return head;
  if (drawn.state === null) return head.replace(ROOT, () => `<div id="root">${drawn.html}</div>`);
  const state = `<script type="application/json" id="${drawn.stateId}">${jsonForScript(drawn.state)}</script>`;
  // Linked in the head (render-blocking, as the frame's own): the drawn page is styled from its first paint.
  const links = drawn.styles
    .filter((sheet) => !head.includes(`/${sheet}"`))
    .map((sheet) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(sheet)}">`)
    .join('\n    ');
  const page = scriptsAfterPaint ? head.replace(/[ \t]*<script type="module"[^>]*><\/script>\n?/g, '') : head;
  return page
    .replace('</head>', () => `${links ? `  ${links}\n  ` : ''}</head>`)
    .replace(/<html([^>]*)>/, (_tag, attributes: string) => `<html${attributes} data-theme="${drawn.theme}" data-ssr="">`)
    .replace(ROOT, () => `<div id="root">${drawn.html}</div>\n    ${state}`);
}

/** A style sheet's link as the client's build writes it (index.html) and composePage does. */
const SHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"<>]+\.css)">/g;

/**
 * A drawn page's style sheets written into it (issue 32): a phone on a slow network paints the server's HTML as soon
 * as it arrives, instead of first fetching a sheet per chunk (a round trip each, on connections still opening, while
 * nothing shows). Each sheet stays named by a disabled link, which fetches nothing: the client's code, when it loads
 * a page's chunk, finds its sheet there and does not fetch it again. A sheet whose text is unknown (`textOf` answers
 * undefined), or whose text could close the style element, stays linked.
 */
export function inlineStyleSheets(html: string, textOf: (href: string) => string | undefined): string {
  return html.replace(SHEET_LINK, (link, href: string) => {
    const text = textOf(href);
    if (text === undefined || /<\/style/i.test(text)) return link;
    return `<style data-href="${href}">${text}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

/** A cookie's value in a Cookie header (`document.cookie` has the same form), decoded; undefined when absent or malformed. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
