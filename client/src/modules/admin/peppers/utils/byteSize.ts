import { numberFormat } from '@/modules/ui/utils/intl';

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * (Here, not in the shared intl helpers: only the pepper form shows sizes, and the shell stays small.)
 *
 * A file size for people, in the page language: "27 bytes" / "27 בייט", "1.5 kB", "5 MB" (steps of
 * 1024, as the domain's formatBytes; at most two decimals). Bytes are spelt out, larger units abbreviated.
 */
export function formatByteSize(bytes: number, language: string): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (unit < BYTE_UNITS.length - 1 && Math.round(value * 100) / 100 >= 1024) {
    value /= 1024;
    unit++;
  }
  return numberFormat(language, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: 2,
  }).format(value);
}
