/**
 * Shared Intl formatters, one per language and options: building an Intl formatter costs far more
 * than using one, and a page of cards would otherwise build hundreds while it renders.
 */
const formatters = new Map<string, NumberFormatter | Intl.DateTimeFormat>();

function cached<T extends NumberFormatter | Intl.DateTimeFormat>(key: string, create: () => T): T {
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
