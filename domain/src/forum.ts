/** Forum topics, filters, sorting and reports. */

import { normalizeText } from './text.js';

export const TOPIC_CATEGORIES = ['general', 'growing', 'identification', 'recipe', 'tips', 'diseases'] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];
export const DEFAULT_TOPIC_CATEGORY: TopicCategory = 'general';

export function isTopicCategory(x: unknown): x is TopicCategory {
  return typeof x === 'string' && (TOPIC_CATEGORIES as readonly string[]).includes(x);
}

/** Category chips of the forum list (docs/product-rules.md#screens): "all", then every category, general last, so the chips add up to "all". */
export const FORUM_FILTER_CATEGORIES = ['all', 'growing', 'identification', 'recipe', 'tips', 'diseases', 'general'] as const;
export type ForumFilterCategory = (typeof FORUM_FILTER_CATEGORIES)[number];

export function isForumFilterCategory(x: unknown): x is ForumFilterCategory {
  return typeof x === 'string' && (FORUM_FILTER_CATEGORIES as readonly string[]).includes(x);
}

/**
 * Keyword rules, checked in order; the first match wins. English keywords match at the start of a
 * word ("seed" matches "seedlings", "rot" does not match "carrot"); Hebrew keywords match anywhere,
 * because Hebrew attaches prefixes (ה, ב, ל, ו, ש, מ) to words.
 * Order matters: diseases before tips (Hebrew "טיפול", treatment, contains "טיפ"), strong
 * identification words before growing ("identify this plant"), and the weak question words
 * ("which", "what is") only after growing ("which soil is best?").
 */
type KeywordRule = { category: Exclude<TopicCategory, 'general'>; english: RegExp; hebrew: readonly string[] };

const KEYWORD_RULES: readonly KeywordRule[] = [
  {
    category: 'diseases',
    english:
      /\b(diseas|pest(?!o)|aphid|rot\b|rotting|rotten|mildew|mold|mould|fung|virus|viral|blight|wilt|mite|whitefl|thrip|bug|leaf curl|insect|infect)/,
    hebrew: ['מחלה', 'מחלות', 'מזיק', 'כנימ', 'ריקבון', 'רקבון', 'עובש', 'פטרי', 'וירוס', 'אקרית', 'אקריות', 'תריפס', 'חרק'],
  },
  {
    category: 'recipe',
    english: /\b(recipe|sauce|cook|salsa|pesto|marinade|chutney|pickl|ferment|dish|bake|roast|jam\b|jelly|powder)/,
    hebrew: ['מתכון', 'רוטב', 'בישול', 'לבשל', 'סלסה', 'סחוג', 'שקשוקה', 'כבוש', 'כבישה', 'תסיסה', 'ריבה', 'אבקת'],
  },
  {
    category: 'identification',
    english: /\b(identif|what is this|what's this|whats this|what kind|what variety|what type)/,
    hebrew: ['זיהוי', 'לזהות', 'מה זה', 'איזה זן', 'איזה סוג'],
  },
  {
    category: 'growing',
    english:
      /\b(grow|seed|soil|plant|transplant|germinat|sprout|water|fertili|harvest|pot\b|pots\b|potted|prun|hydropon|overwinter|greenhouse|compost)/,
    hebrew: ['גידול', 'לגדל', 'מגדל', 'זרע', 'שתיל', 'נביטה', 'להנביט', 'אדמה', 'השקיה', 'דישון', 'צמח', 'קציר', 'עציץ', 'חממה', 'גיזום'],
  },
  {
    category: 'tips',
    english: /\b(tip|advice|advise|trick|guide|how to|recommend)/,
    hebrew: ['טיפ', 'עצה', 'עצות', 'המלצה', 'המלצות', 'מדריך'],
  },
  {
    category: 'identification',
    english: /\b(which|what is|what's)/,
    hebrew: ['איזה', 'איזו', 'מה הוא', 'מה היא'],
  },
];

/**
 * The category keywords in a subject suggest, English or Hebrew (the original site's icon rule). The forum files,
 * shows (icon) and counts (chips) a topic by its stored category instead: README, "The forum's category chips".
 */
export function topicIconFor(subject: string): TopicCategory {
  if (typeof subject !== 'string') return 'general';
  const text = subject.normalize('NFC').toLowerCase();
  for (const rule of KEYWORD_RULES) {
    if (rule.english.test(text) || rule.hebrew.some((w) => text.includes(w))) return rule.category;
  }
  return 'general';
}

/**
 * Description lines of a topic as stored: a topic's description is a list of lines or a string
 * (docs/product-rules.md#data). Strings are split on line breaks; lines are normalised (normalizeText) and
 * lines with nothing visible dropped.
 */
export function cleanDescriptionLines(description: readonly string[] | string | null | undefined): string[] {
  if (description === null || description === undefined) return [];
  const lines = typeof description === 'string' ? description.split(/\r\n|\r|\n/) : description;
  return lines.map((l) => (typeof l === 'string' ? normalizeText(l) : '')).filter((l) => l.length > 0);
}

/**
 * A topic card's description: every line (not only the first), cut after `maxChars` characters with
 * an ellipsis so a long topic does not travel whole into every list; the card clamps it to a few lines.
 */
export function topicExcerpt(description: readonly string[] | string | null | undefined, maxChars = 300): string {
  const chars = Array.from(cleanDescriptionLines(description).join('\n'));
  return chars.length <= maxChars ? chars.join('') : `${chars.slice(0, maxChars).join('').trimEnd()}…`;
}

export const FORUM_SORT_FIELDS = ['date', 'views', 'comments'] as const;
export type ForumSortField = (typeof FORUM_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface ForumQuery {
  search: string;
  category: ForumFilterCategory;
  sortBy: ForumSortField;
  sortOrder: SortOrder;
  page: number;
  limit: number;
}

export const FORUM_DEFAULTS = {
  search: '',
  category: 'all',
  sortBy: 'date',
  sortOrder: 'desc',
  page: 1,
  limit: 20,
} as const satisfies ForumQuery;

/** Largest page size a client may ask for. */
export const FORUM_MAX_LIMIT = 100;

/**
 * The forum search counts its hits up to this many (a common word is in most posts, and counting every hit is what
 * made its answer slow): a total of FORUM_SEARCH_COUNT_CAP means "this many or more", shown as "1,000+".
 */
export const FORUM_SEARCH_COUNT_CAP = 1_000;

function positiveInt(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : null;
}

/**
 * Forum list query from raw query-string values: unknown or invalid values take the defaults,
 * the limit is capped at FORUM_MAX_LIMIT, and the search text is trimmed.
 */
export function normalizeForumQuery(raw: Partial<Record<keyof ForumQuery, unknown>> = {}): ForumQuery {
  const pick = <T extends string>(list: readonly T[], v: unknown, d: T): T =>
    typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : d;
  return {
    search: typeof raw.search === 'string' ? raw.search.trim() : FORUM_DEFAULTS.search,
    category: pick(FORUM_FILTER_CATEGORIES, raw.category, FORUM_DEFAULTS.category),
    sortBy: pick(FORUM_SORT_FIELDS, raw.sortBy, FORUM_DEFAULTS.sortBy),
    sortOrder: pick(SORT_ORDERS, raw.sortOrder, FORUM_DEFAULTS.sortOrder),
    page: positiveInt(raw.page) ?? FORUM_DEFAULTS.page,
    limit: Math.min(FORUM_MAX_LIMIT, positiveInt(raw.limit) ?? FORUM_DEFAULTS.limit),
  };
}

export const REPORT_TYPES = ['spam', 'inappropriate', 'harassment', 'other'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export function isReportType(x: unknown): x is ReportType {
  return typeof x === 'string' && (REPORT_TYPES as readonly string[]).includes(x);
}

export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export function isReportStatus(x: unknown): x is ReportStatus {
  return typeof x === 'string' && (REPORT_STATUSES as readonly string[]).includes(x);
}

/** Allowed report transitions: pending -> reviewed ("review"), pending or reviewed -> resolved ("resolve"). */
const REPORT_TRANSITIONS: Readonly<Record<ReportStatus, readonly ReportStatus[]>> = {
  pending: ['reviewed', 'resolved'],
  reviewed: ['resolved'],
  resolved: [],
};

export function nextReportStatuses(from: ReportStatus): readonly ReportStatus[] {
  return isReportStatus(from) ? REPORT_TRANSITIONS[from] : [];
}

export function canTransitionReport(from: ReportStatus, to: ReportStatus): boolean {
  return nextReportStatuses(from).includes(to);
}
