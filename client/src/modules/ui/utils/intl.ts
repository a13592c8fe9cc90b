/**
 * Shared Intl formatters, one per language and options: building an Intl formatter costs far more
 * than using one, and a page of cards would otherwise build hundreds while it renders.
 */
const formatters = new Map<string, NumberFormatter | DateFormatter>();

function cached<T extends NumberFormatter | DateFormatter>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** What the app asks of a number formatter. */
export interface NumberFormatter {
  format(value: number): string;
}

/**
 * Languages whose whole numbers Intl writes in Latin digits grouped by three with commas, with no
 * options: "1,234,567" in Hebrew as in English (checked against Intl by intl.test.ts).
 */
const COMMA_GROUPED = new Set(['he', 'en']);

/**
 * Whole counts (views, likes, totals: nearly every number on the site) without Intl: the first
 * Intl number format of a page loads its language's number data, tens of milliseconds of a phone's
 * main thread while the page is drawn. Anything else (fractions, negatives) goes to Intl.
 */
function groupedIntegers(language: string): NumberFormatter {
  let intl: Intl.NumberFormat | undefined;
  return {
    format(value) {
      if (Number.isSafeInteger(value) && (value > 0 || Object.is(value, 0))) {
        const digits = String(value);
        let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
        for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
        return out;
      }
      intl ??= new Intl.NumberFormat(language);
      return intl.format(value);
    },
  };
}

/** `new Intl.NumberFormat(language, options)`, built once (whole counts in Hebrew and English without Intl). */
export function numberFormat(language: string, options?: Intl.NumberFormatOptions): NumberFormatter {
  return cached(`n|${language}|${options ? JSON.stringify(options) : ''}`, () =>
    !options && COMMA_GROUPED.has(language) ? groupedIntegers(language) : new Intl.NumberFormat(language, options),
  );
}

/** `new Intl.DateTimeFormat(language, options)`, built once. */
export function dateTimeFormat(language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${language}|${options ? JSON.stringify(options) : ''}`, () => new Intl.DateTimeFormat(language, options));
}

/** What the app asks of a date formatter. */
export interface DateFormatter {
  format(value: Date): string;
}

/**
 * Intl's medium date style in Hebrew and English ("30 בנוב׳ 2026", "Nov 30, 2026"; checked against Intl by
 * intl.test.ts), written without it: the first Intl date format of a page loads its language's calendar data,
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
  // Years Intl writes as plain digits (no era, no padding); the rest, and invalid dates, go to Intl.
  return cached(`md|${language}`, () =>
    write
      ? {
          format(value) {
            const year = value.getFullYear();
            return year >= 1000 && year <= 9999 ? write(value.getDate(), value.getMonth(), year) : dateTimeFormat(language, { dateStyle: 'medium' }).format(value);
          },
        }
      : dateTimeFormat(language, { dateStyle: 'medium' }),
  );
}
