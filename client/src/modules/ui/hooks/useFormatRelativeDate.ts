import { relativeDate } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { mediumDateFormat } from '@/modules/ui/utils/intl';

/** Formats a date as 'just now', 'N hours ago', 'yesterday' or a date in the UI language. */
export function useFormatRelativeDate(): (date: string | Date) => string {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  return useCallback(
    (date: string | Date) => {
      const relative = relativeDate(date, new Date());
      switch (relative.kind) {
        case 'justNow':
          return t('relativeDate.justNow');
        case 'hours':
          return t('relativeDate.hoursAgo', { count: relative.hours });
        case 'yesterday':
          return t('relativeDate.yesterday');
        case 'date':
          return mediumDateFormat(language).format(relative.date);
        case 'invalid':
          return t('relativeDate.unknown');
      }
    },
    [t, language],
  );
}
