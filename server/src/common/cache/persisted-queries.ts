/** Apollo Server keeps each persisted query under this prefix in the cache it is given (requestPipeline's APQ_CACHE_PREFIX). */
const APQ_PREFIX = 'apq:';
/** Documents kept per process; the least recently used go first. */
const MAX_DOCUMENTS = 1_000;
/** Characters kept in all; a client can register any valid document, so the store is bounded by size too. */
const MAX_CHARS = 4_000_000;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Automatic persisted queries (Apollo's APQ): a client sends a query's sha256 instead of its text, over
 * GET, so browsers and CDNs can keep the answer under its URL. Apollo registers a document here (under
 * its hash, once it parsed and validated) when a client sends the text with the hash after a
 * PersistedQueryNotFound. GuestAnswers reads the same store to tell whether a GET names a public read.
 * One store per process: another process answers PersistedQueryNotFound once and the client registers there too.
 */
export class PersistedQueries {
  private readonly documents = new Map<string, string>();
  private chars = 0;

  /** The document registered under a sha256 (lowercase hex), if this process has it. */
  query(hash: string): string | undefined {
    return SHA256_HEX.test(hash) ? this.documents.get(APQ_PREFIX + hash) : undefined;
  }

  async get(key: string): Promise<string | undefined> {
    const query = this.documents.get(key);
    if (query !== undefined) {
      // Most recently used last.
      this.documents.delete(key);
      this.documents.set(key, query);
    }
    return query;
  }

  async set(key: string, value: string): Promise<void> {
    await this.delete(key);
    if (value.length > MAX_CHARS) return;
    while (this.documents.size >= MAX_DOCUMENTS || (this.documents.size > 0 && this.chars + value.length > MAX_CHARS)) {
      await this.delete(this.documents.keys().next().value as string);
    }
    this.documents.set(key, value);
    this.chars += value.length;
  }

  async delete(key: string): Promise<boolean> {
    const query = this.documents.get(key);
    if (query === undefined) return false;
    this.documents.delete(key);
    this.chars -= query.length;
    return true;
  }
}
