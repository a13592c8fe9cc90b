import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeLanguage } from '@/test/renderApp';

const theme = () => document.documentElement.dataset.theme;
const themeButton = () => screen.getByRole('button', { name: /^Theme:/ });

describe('Theme', () => {
  it('defaults to system', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    expect(theme()).toBe('system');
    expect(themeButton().textContent).toBe('System');
  });

  it('cycles light -> dark -> system -> light and persists each choice', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    const expected = ['light', 'dark', 'system', 'light'];
    for (const next of expected) {
      fireEvent.click(themeButton());
      expect(theme()).toBe(next);
      expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe(next);
    }
    expect(themeButton().getAttribute('aria-label')).toBe('Theme: Light. Switch to Dark');
  });

  it('restores a stored theme', () => {
    storeLanguage('en');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    renderApp({ route: '/login' });
    expect(theme()).toBe('dark');
    expect(themeButton().textContent).toBe('Dark');
  });

  it('ignores an invalid stored theme', () => {
    storeLanguage('en');
    localStorage.setItem(STORAGE_KEYS.theme, 'neon');
    renderApp({ route: '/login' });
    expect(theme()).toBe('system');
  });
});
