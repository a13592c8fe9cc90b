import { DEFAULT_THEME, nextTheme, parseStoredTheme, STORAGE_KEYS, type Theme } from '@pepper-atlas/domain';
import { createContext, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { keepPreferenceCookie } from '../ssr/preferenceCookies';

export interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  /** light -> dark -> system -> light */
  cycleTheme: () => void;
}

export const ThemeContext = createContext<ThemeState | null>(null);

/** The persisted theme; a missing or invalid stored value falls back to the default (system). */
export function readStoredTheme(): Theme {
  return parseStoredTheme(localStorage.getItem(STORAGE_KEYS.theme)) ?? DEFAULT_THEME;
}

export interface ThemeProviderProps {
  children: ReactNode;
  /**
   * The theme the server rendered the page in (its cookie): the hydration draws it, then the stored one takes over.
   * Left out, the stored theme from the first render.
   */
  initialTheme?: Theme;
}

/**
 * Writes the chosen theme to `<html data-theme>`. "system" is resolved by the stylesheet through
 * `prefers-color-scheme`, so it follows the operating system live without a media-query listener.
 */
export function ThemeProvider({ children, initialTheme }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => initialTheme ?? readStoredTheme());

  useEffect(() => {
    // After a server page's hydration: the stored theme (the same unless its cookie was missing), kept in the cookie.
    const stored = parseStoredTheme(localStorage.getItem(STORAGE_KEYS.theme));
    if (stored) {
      keepPreferenceCookie(STORAGE_KEYS.theme, stored);
      setThemeState(stored);
    }
  }, []);

  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    localStorage.setItem(STORAGE_KEYS.theme, next);
    keepPreferenceCookie(STORAGE_KEYS.theme, next);
    setThemeState(next);
  }, []);

  const value = useMemo<ThemeState>(() => ({ theme, setTheme, cycleTheme: () => setTheme(nextTheme(theme)) }), [theme, setTheme]);

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
