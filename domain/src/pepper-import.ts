/**
 * Import and export of peppers (admin only): the columns, CSV as spreadsheets write it, the REST JSON shape,
 * and the messages of rows that cannot be imported. Kept apart from the catalogue's rules so that public pages
 * never load it.
 */
import type { PepperSourceInput } from './pepper-sources.js';
import { normalizeText } from './text.js';

/** Most rows one importPeppers call takes; the admin screen sends larger files in batches of this size. */
export const IMPORT_MAX_ROWS = 10_000;

/** The columns of an export, in order; an import maps its own columns onto these. */
export const PEPPER_COLUMNS = [
  'slug',
  'name',
  'hebName',
  'shu',
  'group',
  'difficulty',
  'country',
  'region',
  'hebRegion',
  'flavor',
  'hebFlavor',
  'uses',
  'hebUses',
  'description',
  'hebDescription',
  'growingDaysMin',
  'growingDaysMax',
  'growingNote',
  'hebGrowingNote',
  'sources',
  'color',
  'unripeColor',
  'shape',
  'img',
  'isActive',
  'isFeatured',
] as const;
export type PepperColumn = (typeof PEPPER_COLUMNS)[number];

const INT_COLUMNS: ReadonlySet<PepperColumn> = new Set(['growingDaysMin', 'growingDaysMax']);
const BOOLEAN_COLUMNS: ReadonlySet<PepperColumn> = new Set(['isActive', 'isFeatured']);

/** One pepper of an import: a column absent keeps what the pepper has; null clears it. */
export type PepperImportRow = {
  [K in PepperColumn]?: K extends 'growingDaysMin' | 'growingDaysMax'
    ? number | null
    : K extends 'isActive' | 'isFeatured'
      ? boolean | null
      : K extends 'sources'
        ? PepperSourceInput[] | null
        : string | null;
};

/** Why a row cannot be imported, beyond the pepper form's own messages (MESSAGES). */
export const IMPORT_MESSAGES = {
  importDuplicateRow: 'An earlier row of this import is the same pepper',
  importAmbiguousName: 'Several peppers have this name: add a slug column to say which one',
  importBooleanInvalid: 'Write true or false (or yes / no)',
  importNumberInvalid: 'Write a whole number',
  importTooManyRows: 'At most 10,000 rows per import',
  importNoRows: 'The file has no rows to import',
  importSourcesInvalid: 'Write the sources as an export writes them: a JSON list of {"title", "publisher", "url", "year", "supports"}',
} as const;
export type ImportMessageKey = keyof typeof IMPORT_MESSAGES;

// ---------------------------------------------------------------- CSV

/** The delimiter of a CSV text: comma, semicolon (Excel in many locales) or tab, by the header line. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

/** Excel writes text that must stay text (leading zeros, formulas) as ="...": the text inside. */
function unwrapExcelText(cell: string): string {
  const match = /^="((?:[^"]|"")*)"$/s.exec(cell);
  return match ? match[1].replaceAll('""', '"') : cell;
}

/**
 * Rows of cells from CSV text: UTF-8 with or without BOM, comma, semicolon or tab (detected), quoted
 * cells with doubled quotes and line breaks inside, CRLF or LF lines, Excel's ="..." cells. Empty lines
 * are dropped.
 */
export function parseCsv(input: string, delimiter = detectDelimiter(input.replace(/^\uFEFF/, ''))): string[][] {
  const text = input.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  /** The cell was written as ="..." without outer quotes: its text is already the value. */
  let literal = false;
  const endCell = () => {
    row.push(literal ? cell : unwrapExcelText(cell));
    cell = '';
    literal = false;
  };
  const endRow = () => {
    endCell();
    if (row.some((value) => value !== '')) rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === '"' && cell === '=' && !literal) {
      cell = '';
      quoted = true;
      literal = true;
    } else if (char === delimiter) endCell();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      if (text[i + 1] === '\n') i += 1;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** Cells a spreadsheet would take for a formula are written as Excel's ="..." text (read back by parseCsv). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | boolean | null | undefined, delimiter: string): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `="${text.replaceAll('"', '""')}"`;
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV that Excel and LibreOffice open as UTF-8 (BOM) in either language: CRLF lines, quotes where needed. */
export function formatCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[], delimiter = ','): string {
  return `\uFEFF${rows.map((row) => row.map((value) => csvCell(value, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------- columns

/** Names a spreadsheet may give each column (compared without case, spaces, dashes or underscores). */
const COLUMN_ALIASES: Record<PepperColumn, readonly string[]> = {
  slug: ['slug', 'כתובת'],
  name: ['name', 'englishname', 'שם', 'שםבאנגלית'],
  hebName: ['hebname', 'hebrewname', 'שםבעברית'],
  shu: ['shu', 'scoville', 'heatunits', 'סקוביל', 'יחידותחריפות'],
  group: ['group', 'species', 'קבוצה', 'מין'],
  difficulty: ['difficulty', 'קושי', 'רמתקושי'],
  country: ['country', 'origin', 'countrycode', 'מדינה', 'ארץמוצא', 'מוצא'],
  region: ['region', 'אזור'],
  hebRegion: ['hebregion', 'hebrewregion', 'אזורבעברית'],
  flavor: ['flavor', 'flavour', 'taste', 'טעם'],
  hebFlavor: ['hebflavor', 'hebrewflavor', 'טעםבעברית'],
  uses: ['uses', 'culinaryuses', 'cooking', 'שימושים', 'שימושיםבמטבח'],
  hebUses: ['hebuses', 'hebrewuses', 'hebculinaryuses', 'שימושיםבעברית'],
  description: ['description', 'תיאור'],
  hebDescription: ['hebdescription', 'hebrewdescription', 'תיאורבעברית'],
  growingDaysMin: ['growingdaysmin', 'mindays', 'ימיגידולמינימום'],
  growingDaysMax: ['growingdaysmax', 'maxdays', 'ימיגידולמקסימום'],
  growingNote: ['growingnote', 'growingnotes', 'הערתגידול'],
  hebGrowingNote: ['hebgrowingnote', 'hebrewgrowingnote', 'הערתגידולבעברית'],
  sources: ['sources', 'references', 'citations', 'מקורות'],
  color: ['color', 'colour', 'colorcode', 'צבע'],
  unripeColor: ['unripecolor', 'unripecolorcode', 'unripecolour', 'צבעלפניהבשלה'],
  shape: ['shape', 'shapecode', 'צורה'],
  img: ['img', 'image', 'imageurl', 'תמונה'],
  isActive: ['isactive', 'active', 'פעיל'],
  isFeatured: ['isfeatured', 'featured', 'מומלץ'],
};

const headerKey = (header: string) => normalizeText(header).toLowerCase().replace(/[\s_\-.]/g, '');

/** The column each header most likely is (null: not imported); each pepper column is taken once. */
export function guessColumnMapping(headers: readonly string[]): (PepperColumn | null)[] {
  const used = new Set<PepperColumn>();
  return headers.map((header) => {
    const key = headerKey(header);
    const column = PEPPER_COLUMNS.find((c) => !used.has(c) && COLUMN_ALIASES[c].includes(key)) ?? null;
    if (column) used.add(column);
    return column;
  });
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'כן', 'נכון']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'לא']);

/** A problem with one cell that the server never sees (the row is sent without it). */
export interface CellError {
  field: PepperColumn;
  code: ImportMessageKey;
}

/**
 * One import row from a line of cells and the admin's mapping: empty cells clear the field (null), booleans
 * as true/false, yes/no, 1/0 or כן/לא, day counts as whole numbers; columns not mapped are left out.
 */
export function cellsToImportRow(cells: readonly string[], mapping: readonly (PepperColumn | null)[]): { row: PepperImportRow; errors: CellError[] } {
  const row: Record<string, string | number | boolean | null> = {};
  const errors: CellError[] = [];
  mapping.forEach((column, index) => {
    if (!column) return;
    const text = (cells[index] ?? '').trim();
    if (text === '') row[column] = null;
    else if (BOOLEAN_COLUMNS.has(column)) {
      const word = text.toLowerCase();
      if (TRUE_WORDS.has(word)) row[column] = true;
      else if (FALSE_WORDS.has(word)) row[column] = false;
      else errors.push({ field: column, code: 'importBooleanInvalid' });
    } else if (column === 'sources') {
      const sources = parseSourcesCell(text);
      if (sources) row[column] = sources as never;
      else errors.push({ field: column, code: 'importSourcesInvalid' });
    } else if (INT_COLUMNS.has(column)) {
      if (/^\d{1,6}$/.test(text)) row[column] = Number(text);
      else errors.push({ field: column, code: 'importNumberInvalid' });
    } else row[column] = cells[index] ?? '';
  });
  return { row: row as PepperImportRow, errors };
}

// ---------------------------------------------------------------- JSON (the REST shape)

/** Where each column is in the REST shape of a pepper (GET /api/peppers); codes before readable names. */
const REST_KEYS: Record<PepperColumn, readonly string[]> = {
  slug: ['slug'],
  name: ['name'],
  hebName: ['heb-name'],
  shu: ['shu'],
  group: ['group'],
  difficulty: ['difficulty'],
  country: ['country'],
  region: ['region'],
  hebRegion: ['heb-region'],
  flavor: ['flavor'],
  hebFlavor: ['heb-flavor'],
  uses: ['uses'],
  hebUses: ['heb-uses'],
  description: ['description'],
  hebDescription: ['heb-description'],
  growingDaysMin: ['growing_days_min'],
  growingDaysMax: ['growing_days_max'],
  growingNote: ['growing-note'],
  hebGrowingNote: ['heb-growing-note'],
  sources: ['sources'],
  color: ['color_code', 'color'],
  unripeColor: ['unripe_color_code'],
  shape: ['shape_code', 'shape'],
  img: ['img'],
  isActive: ['isActive'],
  isFeatured: ['isFeatured'],
};

/** An import row from one pepper in the REST shape; keys it lacks are left out (the pepper keeps them). */
export function restToImportRow(pepper: Record<string, unknown>): { row: PepperImportRow; errors: CellError[] } {
  const cells: string[] = [];
  const mapping: PepperColumn[] = [];
  const direct: Record<string, unknown> = {};
  for (const column of PEPPER_COLUMNS) {
    const key = REST_KEYS[column].find((k) => k in pepper);
    if (key === undefined) continue;
    const value = pepper[key];
    if (column === 'sources' && Array.isArray(value)) {
      const sources = sourceList(value);
      if (sources) direct[column] = sources;
      else return { row: {}, errors: [{ field: column, code: 'importSourcesInvalid' }] };
    } else if (value === null || typeof value === 'boolean' || typeof value === 'number') {
      direct[column] = typeof value === 'number' && !INT_COLUMNS.has(column) ? String(value) : value;
    } else {
      cells.push(String(value));
      mapping.push(column);
    }
  }
  // A readable colour change ("Green to red") already names the unripe colour: only codes set it apart.
  if (!('color_code' in pepper) && 'color' in pepper) delete direct.unripeColor;
  const { row, errors } = cellsToImportRow(cells, mapping);
  return { row: { ...row, ...direct } as PepperImportRow, errors };
}

/** A pepper as exported (the REST shape's keys for the import columns), from the export's fields. */
export function exportRestPepper(row: Record<PepperColumn, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    PEPPER_COLUMNS.map((column) => [REST_KEYS[column][0], column === 'sources' ? (sourceList(row[column]) ?? []) : (row[column] ?? null)]),
  );
}

/** The export's CSV: a header of the column names and one line per pepper. */
export function exportCsv(rows: readonly Record<PepperColumn, unknown>[]): string {
  return formatCsv([
    PEPPER_COLUMNS,
    ...rows.map((row) =>
      PEPPER_COLUMNS.map((column) => (column === 'sources' ? sourcesCell(row[column]) : (row[column] as string | number | boolean | null | undefined))),
    ),
  ]);
}

// ---------------------------------------------------------------- sources

const SOURCE_KEYS = ['title', 'publisher', 'url', 'year', 'supports'] as const;

/** A list of sources with only their own keys (an API answer's __typename left out); null when it is no such list. */
function sourceList(value: unknown): PepperSourceInput[] | null {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))) return null;
  return value.map((item: Record<string, unknown>) =>
    Object.fromEntries(SOURCE_KEYS.filter((key) => key in item).map((key) => [key, item[key]])),
  ) as PepperSourceInput[];
}

/** A spreadsheet cell of sources: the JSON list an export writes; null when it is not one. */
function parseSourcesCell(text: string): PepperSourceInput[] | null {
  try {
    return sourceList(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The sources as one cell: their JSON list, or nothing when the pepper cites none. */
function sourcesCell(value: unknown): string {
  const list = sourceList(value) ?? [];
  return list.length ? JSON.stringify(list) : '';
}
