import { describe, it, expect } from '@jest/globals';
import {
  SETTINGS_DEFAULTS,
  SETTINGS_LIMITS,
  effectivePasswordMin,
  invalidSettings,
  isSettingInRange,
  resolveSettings,
} from './settings.js';

describe('settings', () => {
  it('has the documented defaults (docs/product-rules.md#constants)', () => {
    expect(SETTINGS_DEFAULTS).toEqual({
      commentsPerPage: 20,
      passwordMinLength: 8,
      loginAttemptLimit: 5,
      emailVerification: true,
      captcha: true,
      twoFactor: false,
      keyPointsPerHour: 5000,
      memberPointsPerHour: 250000,
      guestPointsPerHour: 250000,
    });
  });
  it('has inclusive ranges for the numeric settings', () => {
    expect(SETTINGS_LIMITS).toEqual({
      commentsPerPage: { min: 5, max: 100 },
      passwordMinLength: { min: 6, max: 128 },
      loginAttemptLimit: { min: 1, max: 100 },
      keyPointsPerHour: { min: 10, max: 10000000 },
      memberPointsPerHour: { min: 1000, max: 10000000 },
      guestPointsPerHour: { min: 10, max: 10000000 },
    });
  });
  it('defaults lie within the ranges', () => {
    expect(isSettingInRange('commentsPerPage', SETTINGS_DEFAULTS.commentsPerPage)).toBe(true);
    expect(isSettingInRange('passwordMinLength', SETTINGS_DEFAULTS.passwordMinLength)).toBe(true);
    expect(isSettingInRange('loginAttemptLimit', SETTINGS_DEFAULTS.loginAttemptLimit)).toBe(true);
  });
  it.each([
    ['commentsPerPage', 5, true],
    ['commentsPerPage', 100, true],
    ['commentsPerPage', 4, false],
    ['commentsPerPage', 101, false],
    ['commentsPerPage', 20.5, false],
    ['commentsPerPage', '20', false],
    ['passwordMinLength', 6, true],
    ['passwordMinLength', 5, false],
    ['passwordMinLength', 129, false],
    ['loginAttemptLimit', 1, true],
    ['loginAttemptLimit', 0, false],
    ['loginAttemptLimit', NaN, false],
  ] as const)('isSettingInRange(%s, %p) -> %p', (key, value, expected) => {
    expect(isSettingInRange(key, value)).toBe(expected);
  });
});

describe('invalidSettings', () => {
  it('lists present but invalid values', () => {
    expect(invalidSettings({})).toEqual([]);
    expect(invalidSettings(SETTINGS_DEFAULTS)).toEqual([]);
    expect(invalidSettings({ commentsPerPage: 1000, captcha: 'yes', twoFactor: false })).toEqual(['commentsPerPage', 'captcha']);
  });
});

describe('resolveSettings', () => {
  it('fills missing and invalid values from the defaults', () => {
    expect(resolveSettings(undefined)).toEqual(SETTINGS_DEFAULTS);
    expect(resolveSettings('junk')).toEqual(SETTINGS_DEFAULTS);
    expect(resolveSettings({ commentsPerPage: 50, captcha: false, loginAttemptLimit: -3, twoFactor: 'on' })).toEqual({
      ...SETTINGS_DEFAULTS,
      commentsPerPage: 50,
      captcha: false,
    });
  });
  it('returns a fresh object', () => {
    const s = resolveSettings({});
    s.commentsPerPage = 99;
    expect(SETTINGS_DEFAULTS.commentsPerPage).toBe(20);
  });
});

describe('effectivePasswordMin', () => {
  it.each([
    [undefined, 6],
    [null, 6],
    [4, 6],
    [6, 6],
    [8, 8],
    [12, 12],
    [12.7, 12],
    [500, 128],
    [NaN, 6],
    [Infinity, 6],
  ])('%p -> %p', (v, expected) => expect(effectivePasswordMin(v)).toBe(expected));
});
