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
  preferenceCookie,
} from './preferences.js';
import { cookieValue } from './server-render.js';

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

describe('preferenceCookie', () => {
  it('keeps a preference for a year, for this site, readable back by cookieValue', () => {
    const cookie = preferenceCookie(STORAGE_KEYS.language, 'en');
    expect(cookie).toBe('peppers-language=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(cookieValue(cookie.split(';')[0], STORAGE_KEYS.language)).toBe('en');
  });
  it('encodes a value that would end the cookie', () => {
    expect(preferenceCookie(STORAGE_KEYS.theme, 'a; b').split(';')[0]).toBe('peppers-theme=a%3B%20b');
  });
});
