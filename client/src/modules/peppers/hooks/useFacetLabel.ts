import { countryName } from '@pepper-atlas/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/app/i18n/useLanguage';
import type { Facet } from '../utils/catalogueFilters';
import { heatLevelLabel } from '../utils/pepperDisplay';

/**
 * The label of a filter value in the page language. Heat levels come from the shared rules;
 * colours and shapes from this module's translations; a value without a translation (a new
 * colour typed by an admin) is shown as stored. Origins are country codes, named with Intl.DisplayNames.
 * `hebValue`: a Hebrew name the server sends with a value, used in Hebrew.
 */
export function useFacetLabel(): (facet: Facet, value: string, hebValue?: string | null) => string {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  // Built once per language (a returned object is rebuilt key by key on every call).
  const colors = useMemo(() => t('colors', { returnObjects: true }) as Record<string, string>, [t]);
  const shapes = useMemo(() => t('shapes', { returnObjects: true }) as Record<string, string>, [t]);

  return useCallback(
    (facet: Facet, value: string, hebValue?: string | null) => {
      if (language === 'he' && hebValue) return hebValue;
      switch (facet) {
        case 'heatLevels':
          return heatLevelLabel(value, language) ?? value;
        case 'colors':
          return colors[value] ?? value;
        case 'shapes':
          return shapes[value] ?? value;
        case 'origins':
          return countryName(value, language);
        default:
          return value;
      }
    },
    [language, colors, shapes],
  );
}
