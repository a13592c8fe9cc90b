import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { mediumDateFormat } from '@/modules/ui/utils/intl';

/** Formats a date (ISO text) in the UI language; 'Unknown date' when it cannot be read. */
export function useFormatDate(): (date: string | null | undefined) => string {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  return useCallback(
    (date: string | null | undefined) => {
      const value = date ? new Date(date) : null;
      if (!value || Number.isNaN(value.getTime())) return t('relativeDate.unknown');
      return mediumDateFormat(language).format(value);
    },
    [t, language],
  );
}
