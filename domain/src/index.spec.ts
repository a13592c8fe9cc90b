import { describe, it, expect } from '@jest/globals';
import * as domain from './index.js';

describe('index', () => {
  it('re-exports every module', () => {
    const names = [
      'PEPPER_GROUPS', 'normalizeGroup', 'normalizeGroupOrDefault', 'DEFAULT_GROUP', 'isPepperGroup',
      'HEAT_LEVELS', 'HEAT_LEVEL_HEBREW', 'normalizeHeatLevel', 'HEAT_LEVEL_MIN_SHU', 'heatLevelOf', 'heatLevelOfShu', 'heatLevelMismatch', 'heatIcons', 'heatBarPercent',
      'SCOVILLE_REFERENCE_PEPPERS', 'JALAPENO_SHU', 'HEAT_COMPARISON_KINDS', 'compareWithJalapeno',
      'DIFFICULTIES', 'DIFFICULTY_HEBREW', 'DEFAULT_DIFFICULTY', 'normalizeDifficulty',
      'parseShu', 'isValidShu', 'shuMidpoint', 'shuSortValue', 'formatShuCompact', 'formatShuRangeCompact',
      'LIMITS', 'MESSAGES', 'validatePepper', 'validatePassword', 'validateSignUp', 'validateSignIn',
      'validateTopic', 'validateComment', 'isValidEmail',
      'formatBytes', 'relativeDate',
      'TOPIC_CATEGORIES', 'FORUM_FILTER_CATEGORIES', 'topicIconFor', 'FORUM_SORT_FIELDS', 'SORT_ORDERS', 'FORUM_DEFAULTS',
      'REPORT_TYPES', 'REPORT_STATUSES', 'canTransitionReport',
      'SETTINGS_DEFAULTS', 'SETTINGS_LIMITS', 'effectivePasswordMin',
      'LANGUAGES', 'DEFAULT_LANGUAGE', 'THEMES', 'DEFAULT_THEME', 'nextTheme', 'parseStoredLanguage', 'parseStoredTheme',
      'STORAGE_KEYS', 'directionOf',
      'ROLES', 'isActiveAdmin', 'canModerate',
      'normalizeText', 'hasVisibleCharacter', 'hasDirectionControls',
      'API_KEY_SCOPES', 'API_KEY_PREFIX', 'API_KEY_LIMITS', 'isWellFormedApiKey', 'looksLikeApiKey', 'isApiKeyScope',
    ];
    for (const name of names) expect(domain).toHaveProperty(name);
  });
  it('does not leak internal helpers other than charCount', () => {
    expect(domain).not.toHaveProperty('textOf');
    expect(domain).not.toHaveProperty('roundTo');
    expect(typeof domain.charCount).toBe('function');
  });
});
