import { describe, expect, it } from '@jest/globals';
import {
  cellsToImportRow,
  detectDelimiter,
  exportCsv,
  exportRestPepper,
  formatCsv,
  guessColumnMapping,
  PEPPER_COLUMNS,
  type PepperColumn,
  parseCsv,
  restToImportRow,
} from './pepper-import.js';

describe('parseCsv', () => {
  it('reads UTF-8 with and without a BOM alike', () => {
    const text = 'name,shu\r\nJalapeño,2500-8000\r\n';
    expect(parseCsv(`\uFEFF${text}`)).toEqual(parseCsv(text));
    expect(parseCsv(`\uFEFF${text}`)[0]).toEqual(['name', 'shu']);
  });

  it('detects comma, semicolon and tab delimiters from the header line', () => {
    expect(detectDelimiter('name;shu;group\nA,B;1;x')).toBe(';');
    expect(detectDelimiter('"a;b;c",shu,group\n')).toBe(',');
    expect(detectDelimiter('name\tshu\n')).toBe('\t');
    expect(parseCsv('name;shu\nHabanero;"100,000-350,000"\n')).toEqual([
      ['name', 'shu'],
      ['Habanero', '100,000-350,000'],
    ]);
  });

  it('reads quotes, doubled quotes and line breaks inside a quoted cell', () => {
    const rows = parseCsv('name,description\n"Bird\'s ""Eye""","Line one\r\nLine two, with comma"\nNext,x');
    expect(rows).toEqual([
      ['name', 'description'],
      ['Bird\'s "Eye"', 'Line one\r\nLine two, with comma'],
      ['Next', 'x'],
    ]);
  });

  it('keeps Hebrew text and drops empty lines', () => {
    expect(parseCsv('שם,heb-name\n\nחלפיניו,"פלפל ""חריף"""\n\n')).toEqual([
      ['שם', 'heb-name'],
      ['חלפיניו', 'פלפל "חריף"'],
    ]);
  });

  it("reads Excel's =\"...\" text cells, bare or quoted", () => {
    expect(parseCsv('a,b,c\n="0123",="a,b ""x""","=""-5"""\n')).toEqual([
      ['a', 'b', 'c'],
      ['0123', 'a,b "x"', '-5'],
    ]);
  });

  it('keeps empty cells in their places and reads a last line without a line break', () => {
    expect(parseCsv('a,b,c\n1,,3\n,,z')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['', '', 'z'],
    ]);
  });
});

describe('formatCsv', () => {
  it('starts with a BOM, ends lines with CRLF and quotes only where needed', () => {
    expect(formatCsv([['name', 'description'], ['Plain', 'a, "b"\nc'], [' pad', null]])).toBe(
      '\uFEFFname,description\r\nPlain,"a, ""b""\nc"\r\n" pad",\r\n',
    );
  });

  it('writes cells a spreadsheet would run as formulas as text, and reads them back unchanged', () => {
    const values = ['=HYPERLINK("x")', '+1', '-fruity', '@sum', 'קפסאיצין, "חם"', 'line\nbreak', '', 'ok'];
    const text = formatCsv([values]);
    expect(text).not.toMatch(/(^|,)[=+\-@][^"]/m);
    expect(parseCsv(text)).toEqual([values.map((v) => v)]);
  });

  it('round-trips with semicolons as well', () => {
    const rows = [['a;b', 'c', 'ד']];
    expect(parseCsv(formatCsv(rows, ';'), ';')).toEqual(rows);
  });
});

describe('columns', () => {
  it('maps headers in English, Hebrew and the REST spelling; each column once', () => {
    expect(guessColumnMapping(['Name', 'heb-name', 'SHU', 'קבוצה', 'Growing days min', 'name', 'Notes', 'is_active'])).toEqual([
      'name',
      'hebName',
      'shu',
      'group',
      'growingDaysMin',
      null,
      null,
      'isActive',
    ]);
  });

  it('turns cells into a row: empty clears, booleans and day counts typed, unmapped left out', () => {
    const mapping: (PepperColumn | null)[] = ['name', 'isActive', 'growingDaysMin', null, 'region', 'isFeatured'];
    expect(cellsToImportRow(['Tabasco', 'כן', '80', 'ignored', '', 'no'], mapping)).toEqual({
      row: { name: 'Tabasco', isActive: true, growingDaysMin: 80, region: null, isFeatured: false },
      errors: [],
    });
    expect(cellsToImportRow(['X', 'maybe', '8.5'], mapping).errors).toEqual([
      { field: 'isActive', code: 'importBooleanInvalid' },
      { field: 'growingDaysMin', code: 'importNumberInvalid' },
    ]);
  });

  it('reads the REST shape, codes before readable names', () => {
    const { row } = restToImportRow({
      id: 'x',
      name: 'Carolina Reaper',
      'heb-name': 'קרולינה ריפר',
      shu: 1_641_183,
      color: 'Green to red',
      color_code: 'red',
      unripe_color_code: 'green',
      shape: 'Scorpion tail',
      shape_code: 'scorpion_tail',
      growing_days_min: 90,
      isActive: true,
      views: 10,
    });
    expect(row).toEqual({
      name: 'Carolina Reaper',
      hebName: 'קרולינה ריפר',
      shu: '1641183',
      color: 'red',
      unripeColor: 'green',
      shape: 'scorpion_tail',
      growingDaysMin: 90,
      isActive: true,
    });
    expect(restToImportRow({ name: 'A', color: 'Green to red' }).row).toEqual({ name: 'A', color: 'Green to red' });
  });

  it('an exported pepper reads back as the same row, from CSV and from JSON', () => {
    const pepper = Object.fromEntries(PEPPER_COLUMNS.map((c) => [c, null])) as Record<PepperColumn, unknown>;
    Object.assign(pepper, {
      slug: 'bhut-jolokia',
      name: 'Bhut Jolokia',
      hebName: 'בהוט ג\'ולוקיה',
      shu: '855,000-1,041,427',
      group: 'c_chinense',
      description: 'Smoky; "ghost"\nsecond line',
      growingDaysMin: 100,
      growingDaysMax: 120,
      color: 'red',
      isActive: true,
      isFeatured: false,
      // A cell of JSON in the CSV (commas and quotes kept), a list in the JSON.
      sources: [{ title: 'Hottest chilli pepper, "record"', publisher: 'Guinness World Records', url: null, year: 2007, supports: ['shu'] }],
    });
    const [header, line] = parseCsv(exportCsv([pepper]));
    expect(header).toEqual([...PEPPER_COLUMNS]);
    expect(cellsToImportRow(line, guessColumnMapping(header)).row).toEqual(pepper);
    expect(restToImportRow(JSON.parse(JSON.stringify(exportRestPepper(pepper)))).row).toEqual(pepper);
  });

  it('reads sources from a cell of JSON or a REST list, leaves out other keys, and says when a cell is no such list', () => {
    const mapping = guessColumnMapping(['name', 'מקורות']);
    expect(mapping).toEqual(['name', 'sources']);
    const typed = JSON.stringify([{ __typename: 'PepperSource', title: 'A', year: 2001, extra: 1 }]);
    expect(cellsToImportRow(['Tabasco', typed], mapping)).toEqual({ row: { name: 'Tabasco', sources: [{ title: 'A', year: 2001 }] }, errors: [] });
    expect(cellsToImportRow(['Tabasco', ''], mapping).row).toEqual({ name: 'Tabasco', sources: null });
    for (const bad of ['Guinness 2007', '{"title":"A"}', '[1, 2]', '[["A"]]'])
      expect([bad, cellsToImportRow(['Tabasco', bad], mapping).errors]).toEqual([bad, [{ field: 'sources', code: 'importSourcesInvalid' }]]);
    expect(restToImportRow({ name: 'Tabasco', sources: [{ title: 'B', supports: ['shu'] }] }).row).toEqual({
      name: 'Tabasco',
      sources: [{ title: 'B', supports: ['shu'] }],
    });
    expect(restToImportRow({ name: 'Tabasco', sources: ['B'] }).errors).toEqual([{ field: 'sources', code: 'importSourcesInvalid' }]);
    // An export of a pepper without sources writes an empty cell and an empty list.
    const none = Object.fromEntries(PEPPER_COLUMNS.map((c) => [c, null])) as Record<PepperColumn, unknown>;
    expect(exportRestPepper(none).sources).toEqual([]);
  });
});
