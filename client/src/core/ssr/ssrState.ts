import { isLanguage, isTheme, type Language, type Theme } from '@pepper-atlas/domain';

/** The id of the JSON script the server writes after the page's HTML (data, never run: the CSP does not apply). */
export const SSR_STATE_ID = 'ssr-state';

/**
 * What the server rendered a page with, handed to the browser so that its first render (the hydration) draws exactly
 * the same: the language, the theme, whether the screen was taken as wide, and the Apollo cache's data.
 */
export interface SsrState {
  language: Language;
  theme: Theme;
  wide: boolean;
  origin: string;
  apollo: Record<string, unknown>;
  /** The names of the countries in the page's data, in its language (drawn the same without Intl's region data). */
  countryNames: Record<string, string>;
}

/** The server's state when this page came rendered from the server; null for a page the client draws itself. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<SsrState>;
    if (!isLanguage(state.language) || !isTheme(state.theme) || typeof state.apollo !== 'object' || state.apollo === null) return null;
    return {
      language: state.language,
      theme: state.theme,
      wide: state.wide !== false,
      origin: String(state.origin ?? ''),
      apollo: state.apollo,
      countryNames: state.countryNames && typeof state.countryNames === 'object' ? state.countryNames : {},
    };
  } catch {
    return null;
  }
}
