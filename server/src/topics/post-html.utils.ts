import type { Loaders } from '../common/dataloader/loaders.js';
import { linkedMentionsOf, parsePost, renderParsedPost } from './post-markdown.utils.js';

/**
 * A post's Markdown as safe HTML, its `[[Pepper]]` and `@username` references looked up through
 * the request's batching loaders (one query for each kind across all posts of a response).
 */
export async function renderPostHtml(source: string, loaders: Loaders): Promise<string> {
  const parsed = parsePost(source);
  const peppers = parsed.references.peppers.map((name) => name.toLowerCase());
  // Only the mentions that can be links are looked up (the first MENTIONS_NOTIFIED_PER_POST).
  const members = linkedMentionsOf(parsed);
  const [slugs, usernames] = await Promise.all([
    peppers.length ? loaders.pepperSlugByName.loadMany(peppers) : [],
    members.length ? loaders.usernameByLowerName.loadMany(members) : [],
  ]);
  const found = <T>(keys: string[], values: readonly (T | Error | null)[]) =>
    new Map(keys.flatMap((key, i) => (typeof values[i] === 'string' ? [[key, values[i] as string]] : [])));
  return renderParsedPost(parsed, { pepperSlugs: found(peppers, slugs), members: found(members, usernames) });
}

/** A topic's description lines as one Markdown document (a list may run over several lines). */
export function topicSource(description: readonly string[]): string {
  return description.join('\n\n');
}
