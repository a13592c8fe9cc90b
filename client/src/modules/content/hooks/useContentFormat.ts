import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '@/modules/ui/utils/intl';

/** Number, date and duration formatting for content cards, in the page language. */
export function useContentFormat() {
  const { t, i18n } = useTranslation('content');
  const { language } = i18n;

  return useMemo(() => {
    const numbers = numberFormat(language);
    // Event dates are calendar days (YYYY-MM-DD): read and shown in UTC so no time zone moves them.
    const dateFormat = dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });

    const number = (value: number) => numbers.format(value);

    const date = (value: string) => {
      const time = Date.parse(value);
      return Number.isNaN(time) ? t('unknownDate') : dateFormat.format(new Date(time));
    };

    const duration = (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t('duration.minutes', { count: rest });
      if (rest === 0) return t('duration.hours', { count: hours });
      return t('duration.hoursMinutes', {
        hours: t('duration.hours', { count: hours }),
        minutes: t('duration.minutes', { count: rest }),
      });
    };

    return { number, date, duration };
  }, [t, language]);
}
