import { dateTimeFormat } from './intl';

/** What the app asks of a date formatter. */
export interface DateFormatter {
  format(value: Date): string;
}

const formatters = new Map<string, DateFormatter>();

/**
 * Intl's medium date style in Hebrew and English ("30 בנוב׳ 2026", "Nov 30, 2026"; checked against Intl by
 * mediumDate.test.ts), written without it: the first Intl date format of a page loads its language's calendar data,
 * the longest part of drawing a forum list on a phone.
 */
const MEDIUM_DATES: Record<string, (day: number, month: number, year: number) => string> = {
  en: (day, month, year) => `${'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[month]} ${day}, ${year}`,
  he: (day, month, year) => `${day} ב${'ינו׳ פבר׳ מרץ אפר׳ מאי יוני יולי אוג׳ ספט׳ אוק׳ נוב׳ דצמ׳'.split(' ')[month]} ${year}`,
};

/**
 * `dateTimeFormat(language, { dateStyle: 'medium' })`, in Hebrew and English without Intl (the reader's time zone): the
 * dates of the forum's lists and of a pepper's facts (useFormatRelativeDate, useFormatDate).
 */
export function mediumDateFormat(language: string): DateFormatter {
  const write = MEDIUM_DATES[language];
  let formatter = formatters.get(language);
  if (!formatter) {
    // Years Intl writes as plain digits (no era, no padding); the rest, and invalid dates, go to Intl.
    formatter = write
      ? {
          format(value) {
            const year = value.getFullYear();
            return year >= 1000 && year <= 9999 ? write(value.getDate(), value.getMonth(), year) : dateTimeFormat(language, { dateStyle: 'medium' }).format(value);
          },
        }
      : dateTimeFormat(language, { dateStyle: 'medium' });
    formatters.set(language, formatter);
  }
  return formatter;
}
