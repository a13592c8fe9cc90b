import { describe, it, expect } from '@jest/globals';
import {
  DEFAULT_TOPIC_CATEGORY,
  FORUM_DEFAULTS,
  FORUM_FILTER_CATEGORIES,
  FORUM_MAX_LIMIT,
  FORUM_SORT_FIELDS,
  REPORT_STATUSES,
  REPORT_TYPES,
  SORT_ORDERS,
  TOPIC_CATEGORIES,
  canTransitionReport,
  cleanDescriptionLines,
  topicExcerpt,
  isForumFilterCategory,
  isReportStatus,
  isReportType,
  isTopicCategory,
  nextReportStatuses,
  normalizeForumQuery,
  topicIconFor,
} from './forum.js';

describe('categories', () => {
  it('lists topic categories and filter chips', () => {
    expect(TOPIC_CATEGORIES).toEqual(['general', 'growing', 'identification', 'recipe', 'tips', 'diseases']);
    expect(DEFAULT_TOPIC_CATEGORY).toBe('general');
    expect(FORUM_FILTER_CATEGORIES).toEqual(['all', 'growing', 'identification', 'recipe', 'tips', 'diseases', 'general']);
    // The chips add up to "all": every stored category has one.
    expect(FORUM_FILTER_CATEGORIES.filter((c) => c !== 'all').sort()).toEqual([...TOPIC_CATEGORIES].sort());
  });
  it('type guards', () => {
    expect(isTopicCategory('general')).toBe(true);
    expect(isTopicCategory('all')).toBe(false);
    expect(isForumFilterCategory('all')).toBe(true);
    expect(isForumFilterCategory('general')).toBe(true);
    expect(isForumFilterCategory('other')).toBe(false);
    expect(isTopicCategory(null)).toBe(false);
  });
});

describe('topicIconFor', () => {
  it.each([
    // growing
    ['How to grow peppers indoors', 'growing'],
    ['Seed starting schedule', 'growing'],
    ['My seedlings are leggy', 'growing'],
    ['Best soil mix?', 'growing'],
    ['Which soil is best?', 'growing'],
    ['When to transplant', 'growing'],
    ['Planting outdoors', 'growing'],
    ['Watering frequency', 'growing'],
    ['גידול פלפלים במרפסת', 'growing'],
    ['מתי לשתול את השתילים', 'growing'],
    ['זרעים של קרולינה ריפר', 'growing'],
    ['בגידול בעציץ', 'growing'],
    // identification
    ['Please identify this pepper', 'identification'],
    ['Identification help', 'identification'],
    ['What is this pepper?', 'identification'],
    ['Which variety do I have?', 'identification'],
    ['Identify this plant', 'identification'],
    ['זיהוי זן', 'identification'],
    ['מה זה הפלפל הזה?', 'identification'],
    ['איזה פלפל קיבלתי?', 'identification'],
    // recipe
    ['Hot sauce recipe', 'recipe'],
    ['Fermented sauce', 'recipe'],
    ['Cooking with habaneros', 'recipe'],
    ['Pesto with chili', 'recipe'],
    ['מתכון לסחוג', 'recipe'],
    ['רוטב חריף ביתי', 'recipe'],
    // tips
    ['Tips for beginners', 'tips'],
    ['Need some advice', 'tips'],
    ['טיפים למתחילים', 'tips'],
    ['עצה קטנה', 'tips'],
    // diseases
    ['Aphids everywhere!', 'diseases'],
    ['Pest control', 'diseases'],
    ['Blossom end rot', 'diseases'],
    ['Leaf disease on my plant', 'diseases'],
    ['Powdery mildew on leaves', 'diseases'],
    ['מחלה בעלים', 'diseases'],
    ['כנימות על השתילים', 'diseases'],
    ['מזיקים בגינה', 'diseases'],
    ['טיפול בכנימה', 'diseases'],
    // general
    ['Hello everyone', 'general'],
    ['Carrot and chili', 'general'], // "rot" inside a word is not a keyword
    ['Protect your eyes', 'general'],
    ['שלום לכולם', 'general'],
    ['', 'general'],
  ])('%p -> %s', (subject, expected) => expect(topicIconFor(subject)).toBe(expected));

  it('is case-insensitive', () => {
    expect(topicIconFor('RECIPE')).toBe('recipe');
  });
  it('returns general for non-strings at runtime', () => {
    expect(topicIconFor(null as unknown as string)).toBe('general');
  });
});

describe('topicExcerpt', () => {
  it('keeps every line, and cuts a long description with an ellipsis', () => {
    expect(topicExcerpt(['First line.', ' ', 'Second line.'])).toBe('First line.\nSecond line.');
    expect(topicExcerpt('one\ntwo')).toBe('one\ntwo');
    expect(topicExcerpt(null)).toBe('');
    const long = topicExcerpt(['x'.repeat(200), 'y'.repeat(200)], 300);
    expect(Array.from(long)).toHaveLength(301);
    expect(long.endsWith('y…')).toBe(true);
    expect(topicExcerpt(['🌶'.repeat(5)], 3)).toBe('🌶🌶🌶…');
  });
});

describe('cleanDescriptionLines', () => {
  it('trims lines and drops blank ones', () => {
    expect(cleanDescriptionLines([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });
  it('normalises lines (NFC) and drops lines with nothing visible', () => {
    expect(cleanDescriptionLines(['Cafe\u0301 ', '\u200B\u200B', '\u200F'])).toEqual(['Caf\u00E9']);
  });
  it('splits strings on any line break', () => {
    expect(cleanDescriptionLines('a\nb\r\nc\rd\n\n')).toEqual(['a', 'b', 'c', 'd']);
  });
  it('handles missing values and non-string entries', () => {
    expect(cleanDescriptionLines(null)).toEqual([]);
    expect(cleanDescriptionLines(undefined)).toEqual([]);
    expect(cleanDescriptionLines('')).toEqual([]);
    expect(cleanDescriptionLines(['a', 3 as unknown as string])).toEqual(['a']);
  });
});

describe('sorting and defaults', () => {
  it('lists sort fields and orders', () => {
    expect(FORUM_SORT_FIELDS).toEqual(['date', 'views', 'comments']);
    expect(SORT_ORDERS).toEqual(['asc', 'desc']);
  });
  it('has the documented forum defaults (docs/product-rules.md#constants)', () => {
    expect(FORUM_DEFAULTS).toEqual({ search: '', category: 'all', sortBy: 'date', sortOrder: 'desc', page: 1, limit: 20 });
  });
});

describe('normalizeForumQuery', () => {
  it('returns the defaults for an empty query', () => {
    expect(normalizeForumQuery()).toEqual(FORUM_DEFAULTS);
    expect(normalizeForumQuery({})).toEqual(FORUM_DEFAULTS);
  });
  it('keeps valid values, including numeric strings from a query string', () => {
    expect(
      normalizeForumQuery({ search: '  reaper ', category: 'tips', sortBy: 'views', sortOrder: 'asc', page: '3', limit: '50' }),
    ).toEqual({ search: 'reaper', category: 'tips', sortBy: 'views', sortOrder: 'asc', page: 3, limit: 50 });
    expect(normalizeForumQuery({ page: 2, limit: 10 })).toMatchObject({ page: 2, limit: 10 });
  });
  it('replaces invalid values with defaults and caps the limit', () => {
    expect(
      normalizeForumQuery({ search: 5, category: 'other', sortBy: 'likes', sortOrder: 'DESC', page: '0', limit: '-1' }),
    ).toEqual(FORUM_DEFAULTS);
    expect(normalizeForumQuery({ page: '1.5', limit: 'abc' })).toMatchObject({ page: 1, limit: 20 });
    expect(normalizeForumQuery({ page: '', limit: ' ' })).toMatchObject({ page: 1, limit: 20 });
    expect(normalizeForumQuery({ limit: 1000 }).limit).toBe(FORUM_MAX_LIMIT);
  });
});

describe('reports', () => {
  it('lists types and statuses', () => {
    expect(REPORT_TYPES).toEqual(['spam', 'inappropriate', 'harassment', 'other']);
    expect(REPORT_STATUSES).toEqual(['pending', 'reviewed', 'resolved']);
    expect(isReportType('spam')).toBe(true);
    expect(isReportType('abuse')).toBe(false);
    expect(isReportStatus('resolved')).toBe(true);
    expect(isReportStatus('closed')).toBe(false);
  });
  it('allows pending -> reviewed, pending -> resolved and reviewed -> resolved only', () => {
    const allowed = REPORT_STATUSES.flatMap((from) =>
      REPORT_STATUSES.filter((to) => canTransitionReport(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual(['pending->reviewed', 'pending->resolved', 'reviewed->resolved']);
  });
  it('nextReportStatuses', () => {
    expect(nextReportStatuses('pending')).toEqual(['reviewed', 'resolved']);
    expect(nextReportStatuses('reviewed')).toEqual(['resolved']);
    expect(nextReportStatuses('resolved')).toEqual([]);
    expect(nextReportStatuses('bogus' as never)).toEqual([]);
    expect(canTransitionReport('bogus' as never, 'resolved')).toBe(false);
  });
});
