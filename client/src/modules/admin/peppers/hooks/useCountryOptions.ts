import { COUNTRY_CODES, countryName } from '@pepper-atlas/domain';
import { useMemo } from 'react';
import { useLanguage } from '@/core/i18n/useLanguage';

/** Every country, named and sorted in the page language (Intl.DisplayNames, Intl.Collator). */
export function useCountryOptions(): { value: string; label: string }[] {
  const { language } = useLanguage();
  return useMemo(() => {
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [language]);
}
