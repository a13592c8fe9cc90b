import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type DocumentNode, Kind, parse } from 'graphql';
import { CatalogueCache } from '../peppers/catalogue-cache.service.js';
import { recordCacheLookup } from '../common/cache-stats.js';
import { ForumCache } from '../topics/forum-cache.service.js';
import { COUNTERS_MAY_LAG_MS, type ContentCache, type ContentKind as AnyContentKind } from '../common/cache/content-cache.js';

/** The content whose lists guests' answers are kept for: the catalogue and the forum (pages of news, recipes and guides are kept as HTML). */
type ContentKind = Extract<AnyContentKind, 'catalogue' | 'forum'>;
import { PersistedQueries } from '../common/cache/persisted-queries.js';

/**
 * How long a guest's answer is reused for other guests. A change to the catalogue or the forum's
 * topics is never served late (the key has their versions); only what does not move a version (views,
 * likes, comment counts, comments, authors' names) may be this old in a guest's answer.
 */
export const GUEST_ANSWER_MS = COUNTERS_MAY_LAG_MS;
const MAX_ANSWERS = 2_000;
const MAX_DOCUMENTS = 500;
/** Answers larger than this are not kept (the REST list of every pepper). */
const MAX_ANSWER_BYTES = 512 * 1024;

/**
 * GraphQL root fields whose answers are the same for every guest, and the content each shows: lists and
 * statistics. One pepper or topic is a key lookup, and its view count moves as the guest opens it.
 */
const PUBLIC_FIELDS: Record<string, ContentKind | null> = {
  __typename: null,
  peppers: 'catalogue',
  pepperStats: 'catalogue',
  hottestPeppers: 'catalogue',
  topics: 'forum',
  categoryStats: 'forum',
};
/** The public REST reads of lists, and the content each shows. */
const PUBLIC_ROUTES: [RegExp, ContentKind][] = [
  [/^\/api\/peppers(\?|$)/, 'catalogue'],
  [/^\/api\/topics(\/(category\/[^/?]+|search|categories\/stats|stats|pinned|recent|popular|active))?(\?|$)/, 'forum'],
];
/** Headers an answer is replayed with; never another request's id, cookies or dates. */
const KEPT_HEADERS = ['content-type', 'x-total-count'];
/**
 * A guest's GET answer of a public list may be kept by the browser and by shared caches (a CDN), but
 * only to revalidate it by its ETag on every use: a change is in the next answer, as for everyone.
 */
export const GUEST_CACHE_CONTROL = 'public, no-cache';
/** Content types a browser may send cross-site without a preflight: Apollo's CSRF prevention wants another, or a header. */
const SIMPLE_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

interface PublicRead {
  kinds: ContentKind[];
  /** Numbers are never reused: a document forgotten and read again gets a new one (its old answers expire unused). */
  id: number;
}

interface Answer {
  expires: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
}

/**
 * Guests (requests without a token) asking a public list the same question within a second get the
 * same bytes: the first answer is kept, keyed by the request and the versions of the content it shows
 * (the catalogue, the forum's topics), and replayed without GraphQL execution, entity loading or a
 * database query. Signed-in requests always run (their answers hold likedByMe and isFavorite). An
 * answer with an error is never kept.
 */
@Injectable()
export class GuestAnswers {
  private readonly answers = new Map<string, Answer>();
  /** Per GraphQL document: the content kinds it shows and its number, or null when it is not a public read. */
  private readonly documents = new Map<string, PublicRead | null>();
  private documentIds = 0;
  private hits = 0;
  private misses = 0;

  private readonly caches: Record<ContentKind, ContentCache>;

  constructor(
    catalogue: CatalogueCache,
    forum: ForumCache,
    private readonly persistedQueries: PersistedQueries,
  ) {
    this.caches = { catalogue, forum };
  }

  stats() {
    return { hits: this.hits, misses: this.misses, entries: this.answers.size };
  }

  middleware(): RequestHandler {
    return (req, res, next) => {
      const found = this.keyOf(req);
      if (!found) return next();
      // Versions the announcements keep current: answered at once, without a promise per request.
      const known = found.kinds.map((kind) => this.caches[kind].known());
      if (known.every((version) => version !== undefined)) return this.answer(`${known.join(' ')}\u0000${found.key}`, req, res, next);
      Promise.all(found.kinds.map((kind) => this.caches[kind].current())).then(
        (versions) => this.answer(`${versions.join(' ')}\u0000${found.key}`, req, res, next),
        () => next(),
      );
    };
  }

  private keyOf(req: Request): { key: string; kinds: ContentKind[] } | null {
    if (req.headers.authorization) return null;
    if (req.method === 'GET') {
      if (req.path === '/graphql') return this.graphqlGet(req);
      const route = PUBLIC_ROUTES.find(([pattern]) => pattern.test(req.originalUrl));
      return route ? { key: `GET ${req.originalUrl}`, kinds: [route[1]] } : null;
    }
    if (req.method !== 'POST' || req.path !== '/graphql' || !req.is('application/json')) return null;
    const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: unknown } | undefined;
    // Extensions (a persisted-query hash, say) are Apollo's to answer; Apollo Client names itself in every request's.
    if (!body || !onlyClientLibrary(body.extensions) || typeof body.query !== 'string') return null;
    const read = this.publicRead(body.query);
    if (!read) return null;
    // The document by its number (not its text, escaped again for every request); Apollo answers in the media type
    // the request accepts: one answer per Accept header.
    return { key: `POST ${read.id}\u0000${JSON.stringify([body.variables ?? null, body.operationName ?? null, req.headers.accept ?? ''])}`, kinds: read.kinds };
  }

  /**
   * A GraphQL query over GET: its text in `query`, or (automatic persisted queries) the sha256 of a
   * document this process registered, in `extensions`. The URL holds the whole question (hash or text,
   * variables, operation name); the Accept header picks the media type of the answer. Requests Apollo's
   * CSRF prevention would refuse go on to Apollo, which refuses them.
   */
  private graphqlGet(req: Request): { key: string; kinds: ContentKind[] } | null {
    if (!passesCsrfPrevention(req)) return null;
    const params = new URL(req.originalUrl, 'http://x').searchParams;
    let query = params.get('query') ?? undefined;
    if (query === undefined) {
      let hash: unknown;
      try {
        const extensions = JSON.parse(params.get('extensions') ?? 'null') as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null;
        if (extensions?.persistedQuery?.version === 1) hash = extensions.persistedQuery.sha256Hash;
      } catch {
        // Apollo answers it with its own error.
      }
      query = typeof hash === 'string' ? this.persistedQueries.query(hash) : undefined;
    }
    const read = query === undefined ? null : this.publicRead(query);
    return read ? { key: `GET ${req.originalUrl}\u0000${req.headers.accept ?? ''}`, kinds: read.kinds } : null;
  }

  /**
   * One query operation asking only for public list fields: the content kinds it shows, and the document's number in
   * this process (decided once per document).
   */
  private publicRead(query: string): PublicRead | null {
    const known = this.documents.get(query);
    if (known !== undefined) return known;
    let document: DocumentNode | null = null;
    try {
      document = parse(query, { maxTokens: 2_000 });
    } catch {
      // Apollo answers it with its own error.
    }
    const operations = document?.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION) ?? [];
    const selections = operations.length === 1 && operations[0].operation === 'query' ? operations[0].selectionSet.selections : [];
    const ok =
      document !== null &&
      selections.length > 0 &&
      document.definitions.every((d) => d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION) &&
      selections.every((s) => s.kind === Kind.FIELD && Object.hasOwn(PUBLIC_FIELDS, s.name.value));
    const shown = ok ? [...new Set(selections.flatMap((s) => (s.kind === Kind.FIELD && PUBLIC_FIELDS[s.name.value]) || []))].sort() : [];
    // Nothing but __typename is not worth keeping.
    const read = shown.length > 0 ? { kinds: shown, id: ++this.documentIds } : null;
    if (this.documents.size >= MAX_DOCUMENTS) this.documents.delete(this.documents.keys().next().value as string);
    this.documents.set(query, read);
    return read;
  }

  private answer(key: string, req: Request, res: Response, next: NextFunction): void {
    const now = Date.now();
    const kept = this.answers.get(key);
    const hit = kept !== undefined && kept.expires > now;
    recordCacheLookup('guest-answers', hit);
    if (req.method === 'GET') {
      res.setHeader('Cache-Control', GUEST_CACHE_CONTROL);
      // A member's answer to the same URL is their own (Authorization skips this path).
      res.vary('Authorization');
    }
    if (kept && hit) {
      this.hits++;
      for (const [name, value] of kept.headers) res.setHeader(name, value);
      res.setHeader('ETag', kept.etag);
      if (req.method === 'GET' && matchesEtag(req.headers['if-none-match'], kept.etag)) {
        res.status(304).end();
        return;
      }
      res.status(kept.status).end(kept.body);
      return;
    }
    if (kept) this.answers.delete(key);
    this.misses++;
    this.capture(key, res);
    next();
  }

  /** Keeps the answer being written, if it is a whole 200 without errors. */
  private capture(key: string, res: Response): void {
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size <= MAX_ANSWER_BYTES) chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const result = end(chunk, ...rest);
      if (res.statusCode === 200 && size <= MAX_ANSWER_BYTES && size > 0) this.keep(key, res, Buffer.concat(chunks));
      return result;
    }) as Response['end'];
  }

  private keep(key: string, res: Response, body: Buffer): void {
    const type = String(res.getHeader('content-type') ?? '');
    if (!type.includes('application/json') && !type.includes('application/graphql-response+json')) return;
    // A GraphQL answer with errors (even partial data) is never replayed.
    if (body.includes('"errors"')) return;
    const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
      const value = res.getHeader(name);
      return value === undefined ? [] : [[name, String(value)]];
    });
    // The ETag Express gave the answer (res.send), so a browser revalidating it gets 304 from a replay too.
    const sent = res.getHeader('etag');
    const etag = typeof sent === 'string' ? sent : `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    while (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, { expires: Date.now() + GUEST_ANSWER_MS, status: 200, headers, body, etag });
  }
}

/** Apollo's CSRF prevention: a GET needs a content type a simple request cannot send, or one of its headers. */
function passesCsrfPrevention(req: Request): boolean {
  if (req.headers['apollo-require-preflight'] !== undefined || req.headers['x-apollo-operation-name'] !== undefined) return true;
  const type = req.headers['content-type'];
  return type !== undefined && !SIMPLE_TYPES.has(type.split(';')[0].trim().toLowerCase());
}

/**
 * Whether If-None-Match names this ETag (weak comparison). Unlike Express's `req.fresh` it does not
 * refuse requests with `Cache-Control: no-cache`: that asks caches on the way to revalidate, and this
 * is the origin revalidating (fetch adds it to every request with a hand-set If-None-Match).
 */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** No extensions, or only the name and version Apollo Client sends with every request (`clientLibrary`): no bearing on the answer. */
function onlyClientLibrary(extensions: unknown): boolean {
  if (extensions === undefined) return true;
  return typeof extensions === 'object' && extensions !== null && Object.keys(extensions).every((name) => name === 'clientLibrary');
}
