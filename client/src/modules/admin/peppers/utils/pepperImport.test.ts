import { describe, expect, it } from 'vitest';
import { batches, csvRows, ImportFileError, readImportFile, rememberMapping, rememberedMapping } from './pepperImport';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

describe('pepper import files', () => {
  it('reads a semicolon CSV with a BOM and Hebrew headers', () => {
    const file = readImportFile('\uFEFFשם;SHU;קבוצה\r\nחבנרו;"100,000-350,000";C. Chinense\r\n');
    expect(file).toEqual({ kind: 'csv', headers: ['שם', 'SHU', 'קבוצה'], lines: [['חבנרו', '100,000-350,000', 'C. Chinense']] });
    if (file.kind !== 'csv') throw new Error('csv expected');
    expect(csvRows(file, ['name', 'shu', 'group'])[0].row).toEqual({ name: 'חבנרו', shu: '100,000-350,000', group: 'C. Chinense' });
  });

  it('reads JSON lists in the REST shape, bare or under peppers/items, and refuses anything else', () => {
    const file = readImportFile(JSON.stringify({ items: [{ name: 'Tabasco', 'heb-name': 'טבסקו', shu: 40000 }] }));
    expect(file).toEqual({ kind: 'json', rows: [{ row: { name: 'Tabasco', hebName: 'טבסקו', shu: '40000' }, errors: [] }] });
    expect(() => readImportFile('{"peppers": 3}')).toThrow(ImportFileError);
    expect(() => readImportFile('[1, 2]')).toThrow(ImportFileError);
    expect(() => readImportFile('{ not json')).toThrow(ImportFileError);
    expect(() => readImportFile('name,shu\n')).toThrow(ImportFileError);
  });

  it('remembers the mapping by header name, including columns left out', () => {
    const storage = memoryStorage();
    expect(rememberedMapping(['Name', 'Notes', 'Heat'], storage)).toEqual(['name', null, null]);
    rememberMapping(['Name', 'Notes', 'Heat'], ['hebName', null, 'shu'], storage);
    expect(rememberedMapping(['Heat', 'Name', 'SHU'], storage)).toEqual(['shu', 'hebName', 'shu']);
  });

  it('cuts rows into batches of the server limit', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches(Array.from({ length: 20_001 }, (_, i) => i)).map((b) => b.length)).toEqual([10_000, 10_000, 1]);
  });
});
