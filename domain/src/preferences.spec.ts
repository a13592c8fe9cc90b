import { describe, it, expect } from '@jest/globals';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  LANGUAGES,
  STORAGE_KEYS,
  THEMES,
  directionOf,
  isLanguage,
  isTheme,
  nextTheme,
  parseStoredLanguage,
  parseStoredTheme,
} from './preferences.js';

describe('language', () => {
  it('is he or en, default he', () => {
    expect(LANGUAGES).toEqual(['he', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('he');
  });
  it('direction is rtl for Hebrew and ltr for English', () => {
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
  it.each([['he', 'he'], ['en', 'en'], ['HE', null], [' en', null], ['fr', null], ['', null], [null, null], [undefined, null], [1, null]])(
    'parseStoredLanguage(%p) -> %p',
    (v, expected) => expect(parseStoredLanguage(v)).toBe(expected),
  );
  it('isLanguage', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });
});

describe('theme', () => {
  it('is light, dark or system, default system', () => {
    expect(THEMES).toEqual(['light', 'dark', 'system']);
    expect(DEFAULT_THEME).toBe('system');
  });
  it('cycles light -> dark -> system -> light', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
    expect(nextTheme('system')).toBe('light');
    expect(nextTheme('bogus' as never)).toBe('light');
  });
  it.each([['light', 'light'], ['dark', 'dark'], ['system', 'system'], ['Dark', null], ['auto', null], ['"dark"', null], [null, null], [{}, null]])(
    'parseStoredTheme(%p) -> %p',
    (v, expected) => expect(parseStoredTheme(v)).toBe(expected),
  );
  it('isTheme', () => {
    expect(isTheme('system')).toBe(true);
    expect(isTheme('sepia')).toBe(false);
  });
});

describe('STORAGE_KEYS', () => {
  it('uses the product slug "peppers"', () => {
    expect(STORAGE_KEYS).toEqual({ authToken: 'authToken', user: 'user', language: 'peppers-language', theme: 'peppers-theme' });
  });
});
