/** Site settings edited in the admin panel (docs/product-rules.md#constants), stored and enforced by the server. */

import { LIMITS } from './limits.js';

export interface Settings {
  commentsPerPage: number;
  passwordMinLength: number;
  loginAttemptLimit: number;
  emailVerification: boolean;
  captcha: boolean;
  twoFactor: boolean;
  /** API budgets (issue 35): points per hour of one API key, one signed-in member's browser session, one guest address. */
  keyPointsPerHour: number;
  memberPointsPerHour: number;
  guestPointsPerHour: number;
}

export type NumericSetting =
  | 'commentsPerPage'
  | 'passwordMinLength'
  | 'loginAttemptLimit'
  | 'keyPointsPerHour'
  | 'memberPointsPerHour'
  | 'guestPointsPerHour';
export type BooleanSetting = Exclude<keyof Settings, NumericSetting>;

export const SETTINGS_DEFAULTS = {
  commentsPerPage: 20,
  passwordMinLength: 8,
  loginAttemptLimit: 5,
  emailVerification: true,
  captcha: true,
  twoFactor: false,
  keyPointsPerHour: 5_000,
  // Browsing never meets these: a page view spends about 30 to 260 points (the home page about 140, a topic with
  // its comments about 260: README, "API budgets"), so even a topic page every 4 seconds for a whole hour stays
  // under them; many guests may share one address.
  memberPointsPerHour: 250_000,
  guestPointsPerHour: 250_000,
} as const satisfies Settings;

/** Inclusive integer ranges of the numeric settings. */
export const SETTINGS_LIMITS = {
  commentsPerPage: { min: 5, max: 100 },
  passwordMinLength: { min: LIMITS.password.min, max: LIMITS.password.max },
  loginAttemptLimit: { min: 1, max: 100 },
  keyPointsPerHour: { min: 10, max: 10_000_000 },
  memberPointsPerHour: { min: 1_000, max: 10_000_000 },
  guestPointsPerHour: { min: 10, max: 10_000_000 },
} as const satisfies Record<NumericSetting, { min: number; max: number }>;

export const NUMERIC_SETTINGS = [
  'commentsPerPage',
  'passwordMinLength',
  'loginAttemptLimit',
  'keyPointsPerHour',
  'memberPointsPerHour',
  'guestPointsPerHour',
] as const satisfies readonly NumericSetting[];
export const BOOLEAN_SETTINGS = ['emailVerification', 'captcha', 'twoFactor'] as const satisfies readonly BooleanSetting[];

export function isSettingInRange(key: NumericSetting, value: unknown): value is number {
  const { min, max } = SETTINGS_LIMITS[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Keys of `input` whose values are present but invalid (wrong type or out of range). */
export function invalidSettings(input: Partial<Record<keyof Settings, unknown>>): (keyof Settings)[] {
  const bad: (keyof Settings)[] = [];
  for (const k of NUMERIC_SETTINGS) if (input[k] !== undefined && !isSettingInRange(k, input[k])) bad.push(k);
  for (const k of BOOLEAN_SETTINGS) if (input[k] !== undefined && typeof input[k] !== 'boolean') bad.push(k);
  return bad;
}

/** Complete settings from stored (possibly partial or outdated) values; invalid ones take the default. */
export function resolveSettings(stored: unknown): Settings {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Partial<Record<keyof Settings, unknown>>;
  const out: Settings = { ...SETTINGS_DEFAULTS };
  for (const k of NUMERIC_SETTINGS) if (isSettingInRange(k, s[k])) out[k] = s[k];
  for (const k of BOOLEAN_SETTINGS) {
    const v = s[k];
    if (typeof v === 'boolean') out[k] = v;
  }
  return out;
}

/**
 * Password minimum in force: 6 unless the stored setting is higher. Missing or
 * non-numeric settings count as 6; the result never exceeds the password maximum (128).
 */
export function effectivePasswordMin(settingValue?: number | null): number {
  const v = typeof settingValue === 'number' && Number.isFinite(settingValue) ? Math.floor(settingValue) : LIMITS.password.min;
  return Math.min(LIMITS.password.max, Math.max(LIMITS.password.min, v));
}
