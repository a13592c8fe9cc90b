/** Growing difficulty of a pepper variety. */

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A missing difficulty is sent and stored as Medium (docs/product-rules.md#data and #constants). */
export const DEFAULT_DIFFICULTY: Difficulty = 'Medium';

export const DIFFICULTY_HEBREW = {
  Easy: 'קל',
  Medium: 'בינוני',
  Hard: 'קשה',
} as const satisfies Record<Difficulty, string>;

/** What each level means (docs/product-rules.md#data), English copy. */
export const DIFFICULTY_DESCRIPTIONS = {
  Easy: 'For beginners',
  Medium: 'Requires experience',
  Hard: 'For experienced growers',
} as const satisfies Record<Difficulty, string>;

export function isDifficulty(x: unknown): x is Difficulty {
  return typeof x === 'string' && (DIFFICULTIES as readonly string[]).includes(x);
}

const DIFFICULTY_LOOKUP: ReadonlyMap<string, Difficulty> = new Map<string, Difficulty>([
  ...DIFFICULTIES.map((d) => [d.toLowerCase(), d] as const),
  ...DIFFICULTIES.map((d) => [DIFFICULTY_HEBREW[d], d] as const),
  // Feminine forms of the Hebrew adjectives.
  ['קלה', 'Easy'],
  ['בינונית', 'Medium'],
]);

/** Canonical difficulty from English (any case) or Hebrew text; null when unknown. */
export function normalizeDifficulty(input: unknown): Difficulty | null {
  if (typeof input !== 'string') return null;
  const s = input.normalize('NFC').trim().toLowerCase();
  return DIFFICULTY_LOOKUP.get(s) ?? null;
}

/** normalizeDifficulty, falling back to DEFAULT_DIFFICULTY for missing or unknown input. */
export function normalizeDifficultyOrDefault(input: unknown): Difficulty {
  return normalizeDifficulty(input) ?? DEFAULT_DIFFICULTY;
}
