import type { Language } from '@pepper-atlas/domain';

/** The Hebrew text in Hebrew when there is one, else the English text. */
export function localized<T extends string | readonly string[]>(
  english: T,
  hebrew: T | null | undefined,
  language: Language,
): T {
  if (language !== 'he' || !hebrew || hebrew.length === 0) return english;
  return hebrew;
}

export const GUIDE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type GuideLevel = (typeof GUIDE_LEVELS)[number];

/** A guide's level; anything unexpected reads as intermediate. */
export function guideLevel(level: string): GuideLevel {
  return (GUIDE_LEVELS as readonly string[]).includes(level) ? (level as GuideLevel) : 'intermediate';
}
