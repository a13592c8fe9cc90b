/**
 * A pepper's cited sources (issue 33): where its figures come from, listed on its page as numbered references, the
 * SHU figure marked by the first source that supports it. Shared by the server (stored as given here) and the
 * admin form (the same rules and messages on both sides).
 */
import type { MessageKey } from './messages.js';
import { normalizeText } from './text.js';
import { charCount } from './util.js';
import { SOURCE_SUPPORTS, type SourceSupport } from './source-references.js';
import { directionError, isBlank } from './validation.js';

/**
 * A pepper's cited sources: how many, and each one's parts. Kept beside their rules rather than in LIMITS: every
 * public page's shell carries LIMITS, and only the admin form and the server need these (the JS budget).
 */
export const SOURCE_LIMITS = {
  sourcesMax: 10,
  sourceTitleMax: 200,
  sourcePublisherMax: 120,
  sourceUrlMax: 500,
  /** The earliest year a source may give (Scoville's test is from 1912; older herbals still name peppers). */
  sourceYearMin: 1500,
} as const;

export const SOURCE_FIELDS = ['title', 'publisher', 'url', 'year', 'supports'] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];

/** A source as an admin or an import gives it: anything may be missing or of the wrong kind. */
export interface PepperSourceInput {
  title?: unknown;
  publisher?: unknown;
  url?: unknown;
  year?: unknown;
  supports?: unknown;
}

/** A source as stored and answered. */
export interface PepperSource {
  title: string;
  publisher: string | null;
  url: string | null;
  year: number | null;
  supports: SourceSupport[];
}

/** One source's first failing rule per field; {} when it is valid. `now` is for the year (never in the future). */
export function validatePepperSource(source: PepperSourceInput, now: Date = new Date()): Partial<Record<SourceField, MessageKey>> {
  const errors: Partial<Record<SourceField, MessageKey>> = {};
  const title = normalizeText(source.title);
  if (title === '') errors.title = 'sourceTitleRequired';
  else if (directionError(title)) errors.title = 'directionControlsNotAllowed';
  else if (charCount(title) > SOURCE_LIMITS.sourceTitleMax) errors.title = 'sourceTitleTooLong';

  const publisher = normalizeText(source.publisher);
  if (directionError(publisher)) errors.publisher = 'directionControlsNotAllowed';
  else if (charCount(publisher) > SOURCE_LIMITS.sourcePublisherMax) errors.publisher = 'sourcePublisherTooLong';

  const url = normalizeText(source.url);
  if (url !== '') {
    if (charCount(url) > SOURCE_LIMITS.sourceUrlMax) errors.url = 'sourceUrlTooLong';
    else if (!isWebAddress(url)) errors.url = 'sourceUrlInvalid';
  }

  if (!isBlank(source.year)) {
    const year = typeof source.year === 'string' && /^\s*\d{1,4}\s*$/.test(source.year) ? Number(source.year) : source.year;
    if (typeof year !== 'number' || !Number.isInteger(year) || year < SOURCE_LIMITS.sourceYearMin || year > now.getUTCFullYear())
      errors.year = 'sourceYearInvalid';
  }

  if (source.supports !== undefined && source.supports !== null) {
    const list = source.supports;
    if (!Array.isArray(list) || list.some((s) => !(SOURCE_SUPPORTS as readonly unknown[]).includes(s))) errors.supports = 'sourceSupportsInvalid';
  }
  return errors;
}

/** The first failing rule of a list of sources: its count, then each source in order; null when all are valid. */
export function validatePepperSources(
  sources: readonly PepperSourceInput[],
  now: Date = new Date(),
): { index: number | null; field: SourceField | null; key: MessageKey } | null {
  if (sources.length > SOURCE_LIMITS.sourcesMax) return { index: null, field: null, key: 'tooManySources' };
  for (const [index, source] of sources.entries()) {
    const errors = validatePepperSource(source, now);
    const field = SOURCE_FIELDS.find((f) => errors[f]);
    if (field) return { index, field, key: errors[field]! };
  }
  return null;
}

/** Valid sources as stored: text normalised, empty parts null, the year a number, the facts known, once each, in order. */
export function normalizePepperSources(sources: readonly PepperSourceInput[]): PepperSource[] {
  return sources.map((source) => {
    const text = (value: unknown) => normalizeText(value) || null;
    const year = isBlank(source.year) ? null : Number(source.year);
    const supports = Array.isArray(source.supports) ? source.supports : [];
    return {
      title: normalizeText(source.title),
      publisher: text(source.publisher),
      url: text(source.url),
      year,
      supports: SOURCE_SUPPORTS.filter((s) => supports.includes(s)),
    };
  });
}

/**
 * An absolute http(s) address whose host has a dot (no javascript:, data:, relative or local links on the page, no
 * user:password@ part): checked by pattern, as the domain runs where no URL parser is typed.
 */
function isWebAddress(text: string): boolean {
  return /^https?:\/\/(?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]{2,}(?::\d{1,5})?(?:[/?#][^\s]*)?$/iu.test(text);
}
