import {
  type CellError,
  cellsToImportRow,
  guessColumnMapping,
  IMPORT_MAX_ROWS,
  parseCsv,
  PEPPER_COLUMNS,
  type PepperColumn,
  type PepperImportRow,
  restToImportRow,
} from '@pepper-atlas/domain';

/** One row of the file, ready to send (or refused here already, with `errors`). */
export interface FileRow {
  row: PepperImportRow;
  errors: CellError[];
}

export type ImportFile =
  | { kind: 'csv'; headers: string[]; lines: string[][] }
  | { kind: 'json'; rows: FileRow[] };

/** A file that is neither CSV with a header line nor a JSON list of peppers. */
export class ImportFileError extends Error {}

/**
 * The contents of a chosen file: JSON (a list of peppers in the REST shape, or an object holding one under
 * `peppers` or `items`) when it looks like JSON, else CSV with a header line.
 */
export function readImportFile(text: string): ImportFile {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new ImportFileError('json');
    }
    const list = Array.isArray(parsed) ? parsed : ((parsed as { peppers?: unknown; items?: unknown }).peppers ?? (parsed as { items?: unknown }).items);
    if (!Array.isArray(list) || list.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))) {
      throw new ImportFileError('json');
    }
    return { kind: 'json', rows: list.map((item) => restToImportRow(item as Record<string, unknown>)) };
  }
  const [headers, ...lines] = parseCsv(text);
  if (!headers || lines.length === 0) throw new ImportFileError('empty');
  return { kind: 'csv', headers, lines };
}

const MAPPING_KEY = 'pepperAtlas.importMapping';

/** The mapping the admin chose last time for headers of the same names; the guess for the others. */
export function rememberedMapping(headers: readonly string[], storage: Pick<Storage, 'getItem'> | null = safeStorage()): (PepperColumn | null)[] {
  const guess = guessColumnMapping(headers);
  let saved: Record<string, string | null> = {};
  try {
    saved = JSON.parse(storage?.getItem(MAPPING_KEY) ?? '{}') as Record<string, string | null>;
  } catch {
    saved = {};
  }
  return headers.map((header, index) => {
    const choice = saved[header];
    if (choice === null) return null;
    return (PEPPER_COLUMNS as readonly string[]).includes(choice ?? '') ? (choice as PepperColumn) : guess[index];
  });
}

/** Keeps the admin's mapping (by header name) for the next import. */
export function rememberMapping(headers: readonly string[], mapping: readonly (PepperColumn | null)[], storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): void {
  try {
    const saved = JSON.parse(storage?.getItem(MAPPING_KEY) ?? '{}') as Record<string, string | null>;
    headers.forEach((header, index) => (saved[header] = mapping[index] ?? null));
    storage?.setItem(MAPPING_KEY, JSON.stringify(saved));
  } catch {
    // Private browsing or a full storage: the mapping is simply not remembered.
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The rows of a CSV file under a mapping. */
export function csvRows(file: Extract<ImportFile, { kind: 'csv' }>, mapping: readonly (PepperColumn | null)[]): FileRow[] {
  return file.lines.map((line) => cellsToImportRow(line, mapping));
}

/** Consecutive slices of at most `size` items (the server takes IMPORT_MAX_ROWS rows per call). */
export function batches<T>(items: readonly T[], size = IMPORT_MAX_ROWS): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
