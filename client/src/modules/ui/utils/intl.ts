/**
 * Shared Intl formatters, one per language and options: building an Intl formatter costs far more
 * than using one, and a page of cards would otherwise build hundreds while it renders.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat(language, options)`, built once. */
export function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n|${language}|${options ? JSON.stringify(options) : ''}`, () => new Intl.NumberFormat(language, options));
}

/** `new Intl.DateTimeFormat(language, options)`, built once. */
export function dateTimeFormat(language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${language}|${options ? JSON.stringify(options) : ''}`, () => new Intl.DateTimeFormat(language, options));
}
