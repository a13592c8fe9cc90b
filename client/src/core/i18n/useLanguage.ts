import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Direction, type Language } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLanguage } from './language';

export interface LanguageState {
  language: Language;
  direction: Direction;
  setLanguage: (language: Language) => void;
}

/** The current UI language and a setter that also persists the choice. */
export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  return { language, direction: directionOf(language), setLanguage };
}
