import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeLanguage } from '@/test/renderApp';

const html = () => document.documentElement;

describe('Language and direction', () => {
  it('defaults to Hebrew, right to left', () => {
    renderApp({ route: '/login' });
    expect(html().lang).toBe('he');
    expect(html().dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'התחברות או הרשמה' })).toBeTruthy();
  });

  it('restores a stored English choice', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    expect(html().lang).toBe('en');
    expect(html().dir).toBe('ltr');
  });

  it('ignores an invalid stored language', () => {
    storeLanguage('fr');
    renderApp({ route: '/login' });
    expect(html().lang).toBe('he');
    expect(html().dir).toBe('rtl');
  });

  it('switches language, sets <html lang dir>, persists, and back', () => {
    renderApp({ route: '/login' });

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(html().lang).toBe('en');
    expect(html().dir).toBe('ltr');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in or sign up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.title).toBe('Log in | Pepper Atlas');

    fireEvent.click(screen.getByRole('button', { name: 'עברית' }));
    expect(html().lang).toBe('he');
    expect(html().dir).toBe('rtl');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('he');
    expect(document.title).toBe('התחברות | אטלס הפלפלים');
  });
});
