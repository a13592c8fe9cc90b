import { botanicalName, colorName, countryName, shapeName } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useLanguage } from '@/core/i18n/useLanguage';
import type { Facet } from '../utils/catalogueFilters';
import { heatLevelLabel } from '../utils/pepperDisplay';

/**
 * The label of a filter value in the page language. Heat levels, colours and shapes are named by the
 * shared rules (codes of fixed vocabularies); origins are country codes, named with Intl.DisplayNames.
 * `hebValue`: a Hebrew name the server sends with a value, used in Hebrew.
 */
export function useFacetLabel(): (facet: Facet, value: string, hebValue?: string | null) => string {
  const { language } = useLanguage();

  return useCallback(
    (facet: Facet, value: string, hebValue?: string | null) => {
      if (language === 'he' && hebValue) return hebValue;
      switch (facet) {
        case 'heatLevels':
          return heatLevelLabel(value, language) ?? value;
        case 'colors':
          return colorName(value, language);
        case 'shapes':
          return shapeName(value, language);
        case 'origins':
          return countryName(value, language);
        case 'groups':
          return botanicalName(value);
        default:
          return value;
      }
    },
    [language],
  );
}
