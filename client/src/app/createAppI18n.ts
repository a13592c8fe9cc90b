import { LANGUAGES, type Language } from '@pepper-atlas/domain';
import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FRAME_NAMESPACES } from './routeTable';
import { DEFAULT_NAMESPACE } from '@/core/i18n/namespaces';

/**
 * The translation files as static assets (hashed URLs, cached for good), not code: the build
 * (vite.boot-preload.ts) preloads the frame's and the route's files with the page's HTML.
 */
const LOCALE_URLS = import.meta.glob<string>('../locales/*/*.json', { query: '?url', import: 'default', eager: true });

export function localeUrl(language: string, namespace: string): string | undefined {
  return LOCALE_URLS[`../locales/${language}/${namespace}.json`];
}

const fetchLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const url = localeUrl(language, namespace);
    if (!url) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`Translations ${language}/${namespace}: HTTP ${res.status}`);
        return res.json() as Promise<ResourceKey>;
      })
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

/**
 * The app's i18next instance. Resolves once the frame's namespaces are there (the first render
 * needs them); a page's own namespace loads with the page (its components suspend meanwhile,
 * inside the page's Suspense boundary). Component tests use `createI18n`, which bundles everything.
 */
export async function createAppI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(fetchLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: [...FRAME_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
    });
  return instance;
}
