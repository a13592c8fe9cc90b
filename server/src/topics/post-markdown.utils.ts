import { MENTIONS_NOTIFIED_PER_POST, searchSnippet } from '@pepper-atlas/domain';
import MarkdownIt from 'markdown-it';

type Markdown = InstanceType<typeof MarkdownIt>;
type InlineRule = Parameters<Markdown['inline']['ruler']['push']>[1];
/** markdown-it's inline state (linkLevel: how deep inside a link's text the parser is; missing from the types). */
type StateInline = Parameters<InlineRule>[0] & { linkLevel: number };
type Token = ReturnType<Markdown['parse']>[number];

/**
 * The forum's one Markdown renderer (topics, comments, report review, previews): CommonMark with
 * emphasis, lists, quotes, code, links and line breaks, rendered safely:
 * - raw HTML is never passed through (html: false: it shows as text);
 * - links only to http(s), mailto or a relative address, with rel="nofollow ugc noopener";
 *   images are not rendered (no remote pictures, no data: URLs) and headings stay paragraphs;
 * - every block reads in its own direction (a paragraph dir="auto", a quote or list that of its first letter), so a
 *   Hebrew paragraph and an English one each read in their own direction;
 * - `[[Pepper name]]` links to that pepper's page and `@username` to the member's page when they
 *   exist (looked up by the caller between parse and render); otherwise they are plain text. The links are
 *   isolated (dir="auto"), so `@dana` in a Hebrew sentence keeps its @ before the name.
 */

/** A pepper reference's name: up to the longest pepper name (Hebrew names allow 100). */
const PEPPER_NAME_MAX = 100;
/** The username characters (domain LIMITS.username.pattern): Latin or Hebrew letters, digits, _ . - */
const USERNAME_CHAR = /[A-Za-z\u05D0-\u05EA0-9_.-]/;
const USERNAME_MIN = 3;
const USERNAME_MAX = 30;

export interface PostReferences {
  /** Pepper names as written (trimmed). */
  peppers: string[];
  /** Usernames as written, without the @. */
  members: string[];
}

export interface ResolvedReferences {
  /** Lower-cased pepper name (English or Hebrew) -> slug. */
  pepperSlugs: ReadonlyMap<string, string>;
  /** Lower-cased usernames of members that exist -> the username as spelled in the account. */
  members: ReadonlyMap<string, string>;
}

const RELATIVE_OR_ALLOWED = /^(?:https?|mailto)$/;

/** Only http(s), mailto and scheme-less (relative) addresses; anything else (javascript:, data:, vbscript:, file:) is dropped. */
export function isAllowedLink(url: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url);
  return !scheme || RELATIVE_OR_ALLOWED.test(scheme[1]!.toLowerCase());
}

function pepperRef(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== 0x5b /* [ */ || src.charCodeAt(pos + 1) !== 0x5b) return false;
  if (state.linkLevel > 0) return false;
  const end = src.indexOf(']]', pos + 2);
  if (end < 0 || end > posMax) return false;
  const name = src.slice(pos + 2, end).trim();
  if (!name || name.length > PEPPER_NAME_MAX || /[[\]\n]/.test(name)) return false;
  if (!silent) {
    const token = state.push('pepper_ref', '', 0);
    token.content = name;
  }
  state.pos = end + 2;
  return true;
}

function mention(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== 0x40 /* @ */ || state.linkLevel > 0) return false;
  // An @ inside a word (an e-mail address) is no mention.
  if (pos > 0 && /[\p{L}\p{N}_.@-]/u.test(src[pos - 1]!)) return false;
  let end = pos + 1;
  while (end <= posMax && end - pos - 1 < USERNAME_MAX + 1 && USERNAME_CHAR.test(src[end] ?? '')) end++;
  // A sentence's full stop or dash after the name is not part of it.
  while (end > pos + 1 && /[.-]/.test(src[end - 1]!)) end--;
  const username = src.slice(pos + 1, end);
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return false;
  if (!silent) {
    const token = state.push('mention', '', 0);
    token.content = username;
  }
  state.pos = end;
  return true;
}

/** Letters of the right-to-left scripts. */
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/**
 * A quote's, list's or list item's direction: that of the first letter of its text (as dir="auto" finds it for a
 * paragraph), leaving out the isolated pepper and member links and code blocks; "auto" when it has no letter.
 */
function containerDirection(tokens: Token[], idx: number, from = idx + 1): 'rtl' | 'ltr' | 'auto' {
  const open = tokens[idx]!;
  const close = open.type.replace(/_open$/, '_close');
  for (let j = from; j < tokens.length; j++) {
    const token = tokens[j]!;
    if (token.type === close && token.level === open.level) break;
    if (token.type !== 'inline') continue;
    for (const child of token.children ?? []) {
      if (child.type !== 'text' && child.type !== 'code_inline') continue;
      const letter = LETTER.exec(child.content);
      if (letter) return RTL_LETTER.test(letter[0]) ? 'rtl' : 'ltr';
    }
  }
  return 'auto';
}

/** A link to a post of the forum: a topic, or a comment on its page. */
const FORUM_POST_LINK = /^\/forum\/topic\/[^/?#\s]+(?:\?page=\d+)?(?:#comment-[^/?#\s]+)?$/;

/**
 * A quote made with "Quote" (the client's composer/quotes.ts) opens with its source, a paragraph of its own:
 * `> [Dana Levi](/forum/topic/7#comment-31):`.
 * That first line is drawn as the quote's source (the author's name, linking to the post); any other quote is left as written.
 */
function markQuoteSource(tokens: Token[], idx: number): boolean {
  const paragraph = tokens[idx + 1];
  const inline = tokens[idx + 2];
  const parts = inline?.children ?? [];
  // The source is a paragraph of its own: the link, then the colon (the quoted words follow after a blank quote line).
  if (paragraph?.type !== 'paragraph_open' || inline?.type !== 'inline' || parts.length !== 4) return false;
  const [open, name, close, after] = parts;
  const href = open!.type === 'link_open' ? String(open!.attrGet('href') ?? '') : '';
  if (!href || !FORUM_POST_LINK.test(href) || name!.type !== 'text' || close!.type !== 'link_close') return false;
  if (after!.type !== 'text' || after!.content !== ':') return false;
  tokens[idx]!.attrJoin('class', 'post-quote');
  paragraph.attrJoin('class', 'post-quote__source');
  return true;
}

function createMarkdown(): Markdown {
  const md = new MarkdownIt('commonmark', { html: false, xhtmlOut: false, breaks: true, linkify: false });
  // Posts are conversation: no pictures from elsewhere, no page-level headings.
  md.disable(['image', 'heading', 'lheading', 'html_block', 'html_inline']);
  md.validateLink = isAllowedLink;
  md.inline.ruler.before('link', 'pepper_ref', pepperRef as InlineRule);
  md.inline.ruler.before('emphasis', 'mention', mention as InlineRule);

  const { escapeHtml } = md.utils;
  const rules = md.renderer.rules;
  rules.pepper_ref = (tokens, idx, _options, env) => {
    const name = tokens[idx]!.content;
    const slug = (env as unknown as ResolvedReferences).pepperSlugs.get(name.toLowerCase());
    return slug
      ? `<a href="/peppers/${encodeURIComponent(slug)}" class="post-pepper" dir="auto">${escapeHtml(name)}</a>`
      : escapeHtml(name);
  };
  rules.mention = (tokens, idx, _options, env) => {
    const written = tokens[idx]!.content;
    const { members, linkedMentions } = env as unknown as ResolvedReferences & RenderEnv;
    // Past the first MENTIONS_NOTIFIED_PER_POST names a mention tells nobody: it reads as plain text, not as a link.
    const username = linkedMentions.has(written.toLowerCase()) ? members.get(written.toLowerCase()) : undefined;
    return username
      ? `<a href="/users/${encodeURIComponent(username)}" class="post-mention" dir="auto">@${escapeHtml(written)}</a>`
      : `@${escapeHtml(written)}`;
  };
  rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    token.attrSet('rel', 'nofollow ugc noopener');
    return self.renderToken(tokens, idx, options);
  };
  // Every block reads in its own direction (mixed Hebrew and English posts): a paragraph by dir="auto", a quote or
  // a list by its first letter (dir="auto" on it would skip its paragraphs and items, each with a dir of its own,
  // find no letter and lay a Hebrew quote or list out left to right).
  rules.paragraph_open = (tokens, idx, options, _env, self) => {
    // A quote's source line (the author's name) reads in the quote's direction: a Latin name above Hebrew words stays
    // on the quote's side.
    if (tokens[idx]!.attrGet('class') !== 'post-quote__source') tokens[idx]!.attrSet('dir', 'auto');
    return self.renderToken(tokens, idx, options);
  };
  for (const block of ['blockquote_open', 'bullet_list_open', 'ordered_list_open', 'list_item_open']) {
    rules[block] = (tokens, idx, options, _env, self) => {
      // A quote's source line (the author's name) does not set its direction: the quoted words do.
      const sourced = block === 'blockquote_open' && markQuoteSource(tokens, idx);
      tokens[idx]!.attrSet('dir', containerDirection(tokens, idx, sourced ? idx + 4 : idx + 1));
      return self.renderToken(tokens, idx, options);
    };
  }
  const fence = rules.fence!;
  const codeBlock = rules.code_block!;
  rules.fence = (tokens, idx, options, env, self) => {
    // No language classes from the writer's info string.
    tokens[idx]!.info = '';
    return fence(tokens, idx, options, env, self).replace('<pre>', '<pre dir="auto">');
  };
  rules.code_block = (tokens, idx, options, env, self) =>
    codeBlock(tokens, idx, options, env, self).replace('<pre>', '<pre dir="auto">');
  return md;
}

const markdown = createMarkdown();

export interface ParsedPost {
  tokens: Token[];
  references: PostReferences;
}

/** Parses a post and names the peppers and members it refers to (to look up before rendering). */
export function parsePost(source: string): ParsedPost {
  const tokens = markdown.parse(source, {});
  const peppers = new Set<string>();
  const members = new Set<string>();
  for (const block of tokens) {
    for (const token of block.children ?? []) {
      if (token.type === 'pepper_ref') peppers.add(token.content);
      else if (token.type === 'mention') members.add(token.content);
    }
  }
  return { tokens, references: { peppers: [...peppers], members: [...members] } };
}

/** What the renderer's rules read besides the resolved references. */
interface RenderEnv {
  /** The lower-cased names of the mentions that are links: the first MENTIONS_NOTIFIED_PER_POST distinct ones. */
  linkedMentions: ReadonlySet<string>;
}

/**
 * The mentions of a parsed post that tell their members and show as links: the first MENTIONS_NOTIFIED_PER_POST
 * distinct names (lower-cased), in order of first mention.
 */
export function linkedMentionsOf(parsed: ParsedPost): string[] {
  return [...new Set(parsed.references.members.map((name) => name.toLowerCase()))].slice(0, MENTIONS_NOTIFIED_PER_POST);
}

/** The safe HTML of a parsed post, its references resolved (unknown ones render as text). */
export function renderParsedPost(parsed: ParsedPost, resolved: ResolvedReferences): string {
  const env: ResolvedReferences & RenderEnv = { ...resolved, linkedMentions: new Set(linkedMentionsOf(parsed)) };
  return markdown.renderer.render(parsed.tokens, markdown.options, env as unknown as Record<string, unknown>);
}

/** Tokens whose text a reader sees; the others (markup) only break the words around them. */
const SHOWN_TEXT = new Set(['text', 'code_inline', 'code_block', 'fence']);

/**
 * What a reader sees of a post, as one line of plain text: the Markdown syntax gone (emphasis, links, lists,
 * quotes), `[[Pepper]]` as the pepper's name and `@name` as @name, exactly as the rendered HTML reads; from the same
 * parse as the HTML (notification snippets, anywhere a post is cut short).
 */
export function postText(source: string): string {
  // Most posts are sentences without Markdown: their text is the source with its white space collapsed, without a parse
  // (the forum search shows twenty excerpts a page; post-markdown.utils.spec.ts compares both ways on generated posts).
  if (isPlainText(source)) return source.replace(/\s+/gu, ' ').trim();
  return parsedPostText(source);
}

/**
 * Characters some Markdown rule of posts may read (emphasis, code, links, pepper references, autolinks, entities,
 * escapes, mentions, fences), with a few that none does, for safety; and a line that may start a list, a quote, a rule or
 * a fence.
 */
const MARKDOWN_CHARACTER = /[\\`*_[\]<>&!~@|{}#=+$^\u0000]/u;
const MARKDOWN_LINE_START = /^[ \t]*(?:[-+*>]|\d+[.)])/mu;

/** Whether no Markdown rule of posts reads anything in `source`: its text is its characters (postText). */
export function isPlainText(source: string): boolean {
  return !MARKDOWN_CHARACTER.test(source) && !MARKDOWN_LINE_START.test(source);
}

/** postText by the parse that renders the post. */
export function parsedPostText(source: string): string {
  const parts: string[] = [];
  const read = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.children) read(token.children);
      else if (SHOWN_TEXT.has(token.type)) parts.push(token.content);
      else if (token.type === 'pepper_ref') parts.push(token.content);
      else if (token.type === 'mention') parts.push(`@${token.content}`);
      else if (token.block || token.type === 'softbreak' || token.type === 'hardbreak') parts.push(' ');
    }
  };
  read(parsePost(source).tokens);
  return parts.join('').replace(/\s+/gu, ' ').trim();
}

/** How much of a post a list (the forum's topic cards, a member's comments) shows. */
export const LIST_EXCERPT_LENGTH = 300;

/**
 * The start of a post as its reader sees it (postText), cut at a word with "…": what a list, the dashboard, a
 * notification, a link preview or the audit log shows of a post, never its Markdown.
 */
export function postExcerpt(source: string, length: number): string {
  if (!source) return '';
  return searchSnippet(postText(source), [], length).text;
}

const NOTHING_RESOLVED: ResolvedReferences = { pepperSlugs: new Map(), members: new Map() };

/** Renders without looking anything up (references as text): for tests and places without a database. */
export function renderPostOffline(source: string, resolved: ResolvedReferences = NOTHING_RESOLVED): string {
  return renderParsedPost(parsePost(source), resolved);
}
