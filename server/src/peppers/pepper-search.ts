import { isTypoTolerant, searchWords } from '@pepper-atlas/domain';
import { likePattern } from '../common/pagination/paging.js';
import { foldedWordsMatch, typoSettings, TYPOS_WHEN_FEWER_THAN } from '../common/search/folded-search.js';

/**
 * The text the catalogue search looks in (docs/product-rules.md#screens: name, Hebrew name, group, descriptions, origin,
 * growing time; Hebrew origin too), folded by `search_fold` (case, accents, Hebrew points) and kept
 * by a trigger (ForgivingSearch migration); both columns have trigram indexes, so the searches below
 * stay index-backed at 100,000 rows.
 */
export const PEPPER_SEARCH_TEXT = 'p.search_text';

/** The names alone, where a word may also match with a typo (short text: a cheap recheck). */
export const PEPPER_NAMES_TEXT = 'p.search_names';


/**
 * The catalogue counts a list's matches up to this many, or one past the page asked for when that is further (issue
 * 34): enough for "1,000+" and for a "Show more" to know there is more. Counting a common word's every match was
 * most of its answer's time at 100,000 peppers; a pager that shows the last page asks for `exactTotal`.
 */
export const COUNT_CAP = 1_000;

export interface PepperSearch {
  /** Every word must match: as a substring of the searched text, or with `typos` (4+ letters) a name word with a typo. */
  where: string;
  /** Whether a word may match with a typo here; `forgivable`: whether any word of the search could. */
  typos: boolean;
  forgivable: boolean;
  /** The phrase is in a name: the first tier of relevance (SQL, with `params`). */
  inNames: string;
  /** SET LOCAL statements a read with this search runs with (typoSettings: the typos' bar for the trigram index). */
  settings: string[];
  /** Relevance, best first: the phrase in a name first, then by closeness to the names. */
  order: [expression: string, direction: 'ASC' | 'DESC'][];
  params: Record<string, string>;
}

/**
 * The query's words are folded in the domain (to split and count letters) and again in SQL by the
 * function the indexes use, so both sides are folded by the same rules. `<%` is pg_trgm's word
 * similarity, which a GIN trigram index answers as it answers LIKE: "habenero" finds "habanero",
 * "jalepeno" "jalapeno". The admin table searches the names and the group only, so a row never matches by text it does not show.
 */
export function pepperSearch(query: string | null | undefined, scope: 'all' | 'names' = 'all', typos = true): PepperSearch | null {
  // The admin table's scope: the names, or the group the row shows beside them.
  const inScope = (like: string) =>
    scope === 'names' ? `(${PEPPER_NAMES_TEXT} ${like} OR search_fold(p."group") ${like})` : `${PEPPER_SEARCH_TEXT} ${like}`;
  const words = searchWords(query);
  if (words.length === 0) return null;
  const forgivable = words.some((word) => isTypoTolerant(word));
  const match = foldedWordsMatch(words, inScope, typos ? { words: 'p.search_name_words', scope: 'pepper' } : null);
  const params: Record<string, string> = {
    ...match.params,
    searchPhrase: words.join(' '),
    searchPhrasePattern: likePattern(words.join(' ')),
  };
  return {
    where: match.where,
    typos: typos && forgivable,
    forgivable,
    settings: typoSettings(match),
    // One trigram comparison per row: a typo in a name scores far above a match in a description.
    inNames: `${PEPPER_NAMES_TEXT} LIKE search_fold(:searchPhrasePattern)`,
    order: [
      [`CASE WHEN ${PEPPER_NAMES_TEXT} LIKE search_fold(:searchPhrasePattern) THEN 0 ELSE 1 END`, 'ASC'],
      [`similarity(search_fold(:searchPhrase), ${PEPPER_NAMES_TEXT})`, 'DESC'],
    ],
    params,
  };
}
