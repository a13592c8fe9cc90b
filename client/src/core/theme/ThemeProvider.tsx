import { DEFAULT_THEME, nextTheme, parseStoredTheme, STORAGE_KEYS, type Theme } from '@pepper-atlas/domain';
import { createContext, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

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
}

/**
 * Writes the chosen theme to `<html data-theme>`. "system" is resolved by the stylesheet through
 * `prefers-color-scheme`, so it follows the operating system live without a media-query listener.
 */
export function ThemeProvider({ children }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);

  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    localStorage.setItem(STORAGE_KEYS.theme, next);
    setThemeState(next);
  }, []);

  const value = useMemo<ThemeState>(
    () => ({ theme, setTheme, cycleTheme: () => setTheme(nextTheme(theme)) }),
    [theme, setTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
