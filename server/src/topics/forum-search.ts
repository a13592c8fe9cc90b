import { foldedWordsMatch, type FoldedWordsMatch } from '../common/search/folded-search.js';

/**
 * Where the forum's words are looked for (ForumSearch migration): a topic's folded title, subject
 * and description (`t.search_text`), a word of 4+ letters also with a typo in its title and subject
 * (`t.search_title`, short like the catalogue's names); a comment's folded text (`c.search_text`).
 * The forum list's search and the forum search (topics and comments) both match topics this way; the forum search
 * forgives a typo only when the words as typed find fewer than TYPOS_WHEN_FEWER_THAN hits (`typos` false first).
 */
export function forumTopicMatch(words: readonly string[], typos = true): FoldedWordsMatch {
  return foldedWordsMatch(words, (like) => `t.search_text ${like}`, typos ? { words: 't.search_title_words', scope: 'topic' } : null, 'topicSearch');
}

/** A comment matches when all the words are in its own text. */
export function forumCommentMatch(words: readonly string[]): FoldedWordsMatch {
  return foldedWordsMatch(words, (like) => `c.search_text ${like}`, null, 'commentSearch');
}
