import { isTypoTolerant } from '@pepper-atlas/domain';
import { likePattern } from '../pagination/paging.js';

/**
 * The lowest word similarity a typo may have, sent as pg_trgm.word_similarity_threshold with every
 * connection (data-source-options.ts): the bar of `<%`, which the trigram index answers.
 */
export const SEARCH_TRIGRAM_FLOOR = 0.3;

/**
 * The bar for one word: one wrong letter in a word of n letters changes 3 of its n + 1 trigrams, a
 * word similarity of (n - 2) / (n + 4) ("habenero" 0.5 against "habanero"); a missing or extra
 * letter scores higher. Never below the floor the index searches down to.
 */
export function typoSimilarity(word: string): number {
  const n = [...word].length;
  return Math.max(SEARCH_TRIGRAM_FLOOR, Math.floor(((n - 2) / (n + 4)) * 100) / 100);
}

/**
 * Typos are forgiven when the words as typed find fewer results than this (issue 34), in the catalogue and the forum
 * search alike: a word found as it is needs no guess, and the typo comparison costs about four times the substring
 * match on every row it checks.
 */
export const TYPOS_WHEN_FEWER_THAN = 24;

/** Typed words whose typo readings (the words of the names they may stand for) an index keeps. */
const TYPO_READINGS_KEPT = 20_000;

/**
 * The name words typed words were read to stand for with a typo (typoWordsSql), kept for each search index while it is
 * used: up to TYPO_READINGS_KEPT typed words per index, the oldest forgotten first. A new index starts with none.
 */
export class TypoReadings<I extends object> {
  private readonly byIndex = new WeakMap<I, Map<string, string[]>>();

  /** The readings kept for `index`. */
  of(index: I): ReadonlyMap<string, string[]> {
    let kept = this.byIndex.get(index);
    if (!kept) this.byIndex.set(index, (kept = new Map()));
    return kept;
  }

  /** Keeps new readings for `index`. */
  keep(index: I, readings: Iterable<readonly [string, string[]]>): void {
    const kept = this.of(index) as Map<string, string[]>;
    for (const [word, standsFor] of readings) kept.set(word, standsFor);
    while (kept.size > TYPO_READINGS_KEPT) kept.delete(kept.keys().next().value as string);
  }
}

export interface FoldedWordsMatch {
  /** Every word matches (SQL, with named parameters). */
  where: string;
  params: Record<string, string>;
  /**
   * Where a word may match with a typo: the lowest bar of those words. Sent as pg_trgm.word_similarity_threshold for
   * the statement (SET LOCAL: typoSettings), the words' trigram index then leaves out the words no typo bar could reach
   * instead of handing every word above the floor to the recheck.
   */
  typoBar?: number;
}

/** The settings a statement with this match runs with (SET LOCAL in its transaction): the typos' bar, if any. */
export function typoSettings(match: Pick<FoldedWordsMatch, 'typoBar'> | null | undefined): string[] {
  return match?.typoBar === undefined ? [] : [`SET LOCAL pg_trgm.word_similarity_threshold = ${match.typoBar}`];
}

/**
 * Where a search's typos are looked for: the words of the folded names (a text array, GIN-indexed), and the scope of
 * those words in `search_words`.
 */
export interface TypoNames {
  words: string;
  scope: 'pepper' | 'topic';
}

/**
 * The distinct words of the names of `scope` a typed word (`typed`: SQL of the folded word; `word` its letters) may stand
 * for with a typo: word similarity at least the word's bar. The `<%` lets the words' trigram index answer it, with the
 * statement's pg_trgm.word_similarity_threshold at most that bar (typoSettings).
 */
export function typoWordsSql(scope: TypoNames['scope'], typed: string, word: string): string {
  return (
    `SELECT sw.word FROM search_words sw WHERE sw.scope = '${scope}' ` +
    `AND ${typed} <% sw.word AND word_similarity(${typed}, sw.word) >= ${typoSimilarity(word)}`
  );
}

/**
 * The forgiving word match of the catalogue and the forum (domain search.ts): every word of the
 * search (already folded by searchWords) must occur in the searched text, compared folded by the
 * SQL function `search_fold`, which the trigram indexes use; a word of 4+ letters may instead match
 * a word of the names with a typo. `inText(like)` says where a word is looked for, given the comparison
 * (`LIKE search_fold(:pattern)`).
 *
 * A typo is compared with the distinct words of all the names (`search_words`, SearchWords migration), not with each
 * row's names: pg_trgm's word similarity (`<%`, which the words' trigram index answers) picks the words it may stand
 * for ("habenero" -> "habanero"), and the rows are those whose names have one of them (array overlap with a list the
 * statement computes once, an InitPlan; the rows' word arrays are GIN-indexed). Comparing the typo with every
 * candidate row's names cost about 13 µs a row: 140 ms for a five-letter typo among 100,000 peppers.
 */
export function foldedWordsMatch(
  words: readonly string[],
  inText: (like: string) => string,
  names: TypoNames | null,
  prefix = 'search',
): FoldedWordsMatch {
  const params: Record<string, string> = {};
  let typoBar: number | undefined;
  const each = words.map((word, i) => {
    params[`${prefix}Pattern${i}`] = likePattern(word);
    const found = inText(`LIKE search_fold(:${prefix}Pattern${i})`);
    if (!names || !isTypoTolerant(word)) return found;
    params[`${prefix}Word${i}`] = word;
    typoBar = Math.min(typoBar ?? 1, typoSimilarity(word));
    const typed = `search_fold(:${prefix}Word${i})`;
    return `(${found} OR ${names.words} && ARRAY(${typoWordsSql(names.scope, typed, word)}))`;
  });
  return { where: each.join(' AND '), params, ...(typoBar === undefined ? {} : { typoBar }) };
}
