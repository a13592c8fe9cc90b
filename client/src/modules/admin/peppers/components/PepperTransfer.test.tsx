import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BulkUpdateMatchingPeppersDocument, ImportPeppersDocument, PepperExportDocument, UndoPepperChangesDocument } from '@/generated/graphql';
import { HABANERO, JALAPENO, adminPepperFixture, adminPepperNotesFixture, pepperListMock, renderPeppersTab } from '../test/fixtures';

const REAPER = adminPepperFixture();
const SENT = [
  { name: 'Carolina Reaper', shu: '1,641,183', group: 'C. Chinense', isActive: true },
  { name: 'חדש', shu: '5000', group: 'C. Annuum', isActive: true },
  { name: 'Bad Two', shu: null, group: 'C. Annuum', isActive: true },
];
const row = (fields: Record<string, unknown>) => ({ __typename: 'ImportRowResult', id: null, slug: null, changes: [], errors: [], ...fields });
const counts = (c: Record<string, number>) => ({ __typename: 'ImportCounts', new: 0, changed: 0, unchanged: 0, invalid: 0, ...c });

afterEach(() => window.localStorage.clear());

describe('import and export of peppers', () => {
  it('imports a Hebrew CSV: maps the columns, previews changes and errors, applies skipping invalid rows, and undoes', async () => {
    renderPeppersTab(
      [
        pepperListMock(() => [REAPER, JALAPENO, HABANERO], { language: 'he' }),
        {
          request: { query: ImportPeppersDocument, variables: { rows: SENT, dryRun: true, skipInvalid: null } },
          result: {
            data: {
              importPeppers: {
                __typename: 'ImportResult',
                dryRun: true,
                applied: false,
                changeSetId: null,
                counts: counts({ new: 1, changed: 1, invalid: 1 }),
                rows: [
                  row({ row: 1, status: 'changed', id: 'p1', name: 'Carolina Reaper', changes: [{ __typename: 'ImportFieldChange', field: 'shu', before: '1,400,000-2,200,000', after: '1,641,183' }] }),
                  row({ row: 2, status: 'new', name: 'חדש' }),
                  row({ row: 3, status: 'invalid', name: 'Bad Two', errors: [{ __typename: 'ImportFieldError', field: 'shu', code: 'heatUnitsRequired', message: 'Heat units are required' }] }),
                ],
              },
            },
          },
        },
        {
          request: { query: ImportPeppersDocument, variables: { rows: SENT, dryRun: false, skipInvalid: true } },
          result: {
            data: {
              importPeppers: { __typename: 'ImportResult', dryRun: false, applied: true, changeSetId: 'c9', counts: counts({ new: 1, changed: 1, invalid: 1 }), rows: [] },
            },
          },
        },
        {
          request: { query: UndoPepperChangesDocument, variables: { changeSetId: 'c9' } },
          result: { data: { undoPepperChanges: { __typename: 'BulkResult', applied: true, count: 2 } } },
        },
      ],
      'he',
    );
    expect(await screen.findByText('3 פלפלים')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ייבוא' }));
    const dialog = await screen.findByRole('dialog', { name: 'ייבוא פלפלים' });
    const csv = '\uFEFFשם;SHU;קבוצה;פעיל\r\nCarolina Reaper;"1,641,183";C. Chinense;כן\r\nחדש;5000;C. Annuum;כן\r\nBad;abc;C. Annuum;אולי\r\nBad Two;;C. Annuum;כן\r\n';
    fireEvent.change(within(dialog).getByLabelText('בחירת קובץ'), { target: { files: [new File([csv], 'peppers.csv', { type: 'text/csv' })] } });
    expect(await within(dialog).findByText(/^4 שורות/)).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: 'שדה הפלפל של העמודה פעיל' }) as HTMLSelectElement).value).toBe('isActive');
    fireEvent.click(within(dialog).getByRole('button', { name: 'תצוגה מקדימה' }));

    const summary = await within(dialog).findByRole('list', { name: 'מה הייבוא יעשה' });
    expect(summary.textContent).toBe('1 חדש1 משתנה0 ללא שינוי2 שגויים');
    expect(within(dialog).getByText('SHU (יחידות סקוביל): יחידות החריפות (SHU) הן שדה חובה')).toBeTruthy();
    expect(within(dialog).getByText('פעיל: כתבו true או false (או כן / לא)')).toBeTruthy();
    expect(within(dialog).getByText('1,641,183')).toBeTruthy();
    // The mapping is remembered for the next file with these headers.
    expect(JSON.parse(window.localStorage.getItem('pepperAtlas.importMapping') ?? '{}')).toMatchObject({ שם: 'name', פעיל: 'isActive' });

    const apply = within(dialog).getByRole('button', { name: 'אישור (2 פלפלים)' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'לדלג על 2 השורות השגויות ולייבא את השאר' }));
    fireEvent.click(apply);
    expect(await within(dialog).findByText('יובאו: 1 חדש, 1 שונה.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'בטל' }));
    expect(await within(dialog).findByText('הייבוא בוטל.')).toBeTruthy();
  });

  it('edits every pepper the filter matches, naming the count, and sends the filter with that count', async () => {
    renderPeppersTab([
      pepperListMock(() => [REAPER, JALAPENO, HABANERO]),
      {
        request: {
          query: BulkUpdateMatchingPeppersDocument,
          variables: { filter: { search: null, groups: null, featured: null, status: 'active' }, patch: { isFeatured: true }, expectedCount: 3 },
        },
        result: { errors: [{ message: 'The filter now matches 4 peppers, not 3', extensions: { code: 'CONFLICT', params: { count: '4' } } }] },
      },
    ]);
    expect(await screen.findByText('3 peppers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit all 3 matching' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit 3 peppers' });
    expect(within(dialog).getByText(/every one of the 3 peppers that match the current filter/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Featured' }), { target: { value: 'true' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to 3 peppers' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('The filter now matches 4 peppers: nothing was changed. Check the list and try again.'),
    );
  });

  it('says so when parallel changes kept the bulk edit from applying (CONFLICT busy), nothing changed', async () => {
    renderPeppersTab([
      pepperListMock(() => [REAPER, JALAPENO, HABANERO]),
      {
        request: {
          query: BulkUpdateMatchingPeppersDocument,
          variables: { filter: { search: null, groups: null, featured: null, status: 'active' }, patch: { isFeatured: true }, expectedCount: 3 },
        },
        result: { errors: [{ message: 'Other changes to the same items were being saved at the same time. Please try again.', extensions: { code: 'CONFLICT', params: { reason: 'busy' } } }] },
      },
    ]);
    expect(await screen.findByText('3 peppers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit all 3 matching' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit 3 peppers' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Featured' }), { target: { value: 'true' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to 3 peppers' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Other changes to the same items were being saved at the same time. Please try again.'),
    );
  });

  it('exports the filtered peppers as CSV with a BOM', async () => {
    const created: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    };
    try {
      renderPeppersTab([
        pepperListMock(() => [REAPER]),
        {
          request: { query: PepperExportDocument, variables: { filter: { search: null, groups: null, featured: null, status: 'active' } } },
          result: {
            data: {
              pepperExport: [
                {
                  ...adminPepperNotesFixture(),
                  __typename: 'Pepper', id: 'p1', slug: 'carolina-reaper', name: 'Carolina Reaper', hebName: 'קרולינה ריפר', shu: '1,400,000-2,200,000',
                  group: 'c_chinense', difficulty: 'hard', country: 'US', region: null, hebRegion: null, flavor: 'Fruity, "sweet"', hebFlavor: null,
                  description: null, hebDescription: null, growingDaysMin: 90, growingDaysMax: 120, color: 'red', unripeColor: 'green',
                  shape: 'scorpion_tail', img: null, isActive: true, isFeatured: false,
                },
              ],
            },
          },
        },
      ]);
      expect(await screen.findByText('1 pepper')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
      const dialog = await screen.findByRole('dialog', { name: 'Export peppers' });
      expect(within(dialog).getByRole('radio', { name: 'The 1 pepper the list shows (current filter)' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
      await waitFor(() => expect(created).toHaveLength(1));
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await created[0].arrayBuffer());
      expect(text.startsWith('\uFEFFslug,name,hebName,shu,')).toBe(true);
      expect(text).toContain('carolina-reaper,Carolina Reaper,קרולינה ריפר,"1,400,000-2,200,000",c_chinense,hard,US,,,"Fruity, ""sweet"""');
    } finally {
      URL.createObjectURL = original;
    }
  });
});
