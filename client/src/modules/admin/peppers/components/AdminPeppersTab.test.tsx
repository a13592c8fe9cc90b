import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BulkDeletePeppersDocument,
  BulkSetPepperStatusDocument,
  BulkUpdatePeppersDocument,
  DeletePepperDocument,
  RestorePepperDocument,
  SetPepperStatusDocument,
  UndoPepperChangesDocument,
  type AdminPepperFieldsFragment,
} from '@/generated/graphql';
import { graphqlError } from '@/test/fixtures';
import { adminPepperFixture, HABANERO, JALAPENO, pepperListMock, renderPeppersTab, withNotes } from '../test/fixtures';

const REAPER = adminPepperFixture();

async function row(name: string) {
  const cell = await screen.findByRole('rowheader', { name: new RegExp(name) });
  return within(cell.closest('tr')!);
}

/** Opens the row's "⋯" menu and returns one of its items. */
function menuItem(inRow: Awaited<ReturnType<typeof row>>, pepper: string, item: string) {
  fireEvent.click(inRow.getByRole('button', { name: `More actions for ${pepper}` }));
  return within(screen.getByRole('menu', { name: `More actions for ${pepper}` })).getByRole('menuitem', { name: item });
}

describe('Admin peppers tab', () => {
  it('lists active peppers by name by default, and "active only" off asks for all of them', async () => {
    const inactive = adminPepperFixture({ id: 'p9', name: 'Bhut Jolokia', hebName: 'בהוט ג׳ולוקיה', isActive: false });
    const { router } = renderPeppersTab([
      pepperListMock(() => [REAPER, JALAPENO]),
      pepperListMock(() => [inactive, REAPER, JALAPENO], { status: 'all' }),
    ]);
    expect(await screen.findByText('2 peppers')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Active only' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Featured only' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('name');
    expect(screen.getByRole('button', { name: 'Order: Ascending. Click to reverse' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Active only' }));
    expect(await screen.findByText('3 peppers')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=peppers&active=0');
    const bhut = await row('Bhut Jolokia');
    expect(bhut.getByText('Inactive')).toBeTruthy();
    expect(menuItem(bhut, 'Bhut Jolokia', 'Activate')).toBeTruthy();
  });

  it('disables the bulk actions until peppers are chosen, then confirms a bulk action with its count (Hebrew)', async () => {
    let rows = [REAPER, JALAPENO, HABANERO];
    renderPeppersTab(
      [
        pepperListMock(() => rows, { language: 'he' }),
        {
          request: {
            query: BulkSetPepperStatusDocument,
            variables: { ids: ['p1', 'p2', 'p3'], action: 'featured', value: true },
          },
          result: () => {
            rows = rows.map((pepper) => ({ ...pepper, isFeatured: true }));
            return {
              data: {
                bulkSetPepperStatus: {
                  __typename: 'BulkResult',
                  applied: true,
                  count: 3,
                  changeSetId: null,
                  results: rows.map(({ id }) => ({ __typename: 'BulkItemResult', id, ok: true, error: null })),
                },
              },
            };
          },
        },
      ],
      'he',
    );
    expect(await screen.findByText('3 פלפלים')).toBeTruthy();
    const bulkBar = screen.getByRole('group', { name: 'פעולות על הפלפלים שנבחרו' });
    expect(within(bulkBar).getByRole('button', { name: 'הוספה למומלצים' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(bulkBar).getByRole('button', { name: 'מחיקה' }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(screen.getByRole('checkbox', { name: 'בחירת כל הפלפלים בעמוד' }));
    expect(within(bulkBar).getByText('נבחרו 3 פלפלים')).toBeTruthy();
    expect(within(bulkBar).getByRole('button', { name: 'הוספה למומלצים' }).hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(within(bulkBar).getByRole('button', { name: 'הוספה למומלצים' }));
    const dialog = screen.getByRole('alertdialog', { name: 'אישור פעולה מרובה' });
    expect(within(dialog).getByText('להוסיף 3 פלפלים למומלצים?')).toBeTruthy();
    // The confirmation names what it touches.
    const named = within(dialog).getByRole('list', { name: 'פריטים' });
    expect(within(named).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'קרולינה ריפר',
      'חלפיניו',
      'הבנרו',
    ]);
    expect(within(dialog).queryByText(/^ועוד/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'הוספה למומלצים' }));

    expect(await screen.findByText('3 פלפלים נוספו למומלצים.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('מומלץ')).toHaveLength(3));
    // The selection is cleared on success.
    expect(within(bulkBar).getByText('לא נבחרו פלפלים')).toBeTruthy();
  });

  it('deletes a pepper after confirmation and undoes it from the notice', async () => {
    let rows = [REAPER, JALAPENO];
    renderPeppersTab([
      pepperListMock(() => rows),
      {
        request: { query: DeletePepperDocument, variables: { id: 'p1' } },
        result: () => {
          rows = [JALAPENO];
          return { data: { deletePepper: { __typename: 'Pepper', id: 'p1' } } };
        },
      },
      {
        request: { query: RestorePepperDocument, variables: { id: 'p1' } },
        result: () => {
          rows = [REAPER, JALAPENO];
          return { data: { restorePepper: withNotes(REAPER) } };
        },
      },
    ]);
    const reaper = await row('Carolina Reaper');
    const menuButton = reaper.getByRole('button', { name: 'More actions for Carolina Reaper' });
    menuButton.focus();
    fireEvent.click(menuItem(reaper, 'Carolina Reaper', 'Delete'));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete pepper' });
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeTruthy();
    expect(within(dialog).getByText('Carolina Reaper will be removed from the catalogue.')).toBeTruthy();
    // Escape cancels and gives the focus back.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);

    fireEvent.click(menuItem(reaper, 'Carolina Reaper', 'Delete'));
    dialog = screen.getByRole('alertdialog', { name: 'Delete pepper' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const notice = (await screen.findByText('Carolina Reaper has been deleted.')).closest('.notice') as HTMLElement;
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Carolina Reaper/ })).toBeNull());
    expect(await screen.findByText('1 pepper')).toBeTruthy();

    fireEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Carolina Reaper has been restored.')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: /Carolina Reaper/ })).toBeTruthy();
    expect(await screen.findByText('2 peppers')).toBeTruthy();
  });

  it('bulk-deletes the selection and the undo restores each pepper', async () => {
    let rows: AdminPepperFieldsFragment[] = [REAPER, JALAPENO, HABANERO];
    const restored: string[] = [];
    const restoreMock = (pepper: AdminPepperFieldsFragment) => ({
      request: { query: RestorePepperDocument, variables: { id: pepper.id } },
      result: () => {
        restored.push(pepper.id);
        rows = [...rows, pepper].sort((a, b) => a.name.localeCompare(b.name));
        return { data: { restorePepper: withNotes(pepper) } };
      },
    });
    renderPeppersTab([
      pepperListMock(() => rows),
      {
        request: { query: BulkDeletePeppersDocument, variables: { ids: ['p1', 'p3'] } },
        result: () => {
          rows = [JALAPENO];
          return {
            data: {
              bulkDeletePeppers: {
                __typename: 'BulkResult',
                applied: true,
                count: 2,
                results: ['p1', 'p3'].map((id) => ({ __typename: 'BulkItemResult', id, ok: true, error: null })),
              },
            },
          };
        },
      },
      restoreMock(REAPER),
      restoreMock(HABANERO),
    ]);
    fireEvent.click((await row('Carolina Reaper')).getByRole('checkbox', { name: 'Select Carolina Reaper' }));
    fireEvent.click((await row('Habanero')).getByRole('checkbox', { name: 'Select Habanero' }));
    const selectAll = screen.getByRole('checkbox', { name: 'Select all peppers on this page' }) as HTMLInputElement;
    expect(selectAll.indeterminate).toBe(true);
    const bulkBar = screen.getByRole('group', { name: 'Actions on the selected peppers' });
    expect(within(bulkBar).getByText('2 peppers selected')).toBeTruthy();
    fireEvent.click(within(bulkBar).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm bulk action' });
    expect(within(dialog).getByText('Delete 2 peppers?')).toBeTruthy();
    expect(within(within(dialog).getByRole('list', { name: 'Items' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Carolina Reaper',
      'Habanero',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const notice = (await screen.findByText('Deleted 2 peppers.')).closest('.notice') as HTMLElement;
    expect(await screen.findByText('1 pepper')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored 2 peppers.')).toBeTruthy();
    expect(restored.sort()).toEqual(['p1', 'p3']);
    expect(await screen.findByText('3 peppers')).toBeTruthy();
  });

  it('activates, features and reports a refused action with the generic error', async () => {
    const inactive = adminPepperFixture({ id: 'p9', name: 'Bhut Jolokia', hebName: null, isActive: false });
    let rows = [inactive, JALAPENO];
    renderPeppersTab([
      pepperListMock(() => rows),
      {
        request: { query: SetPepperStatusDocument, variables: { id: 'p9', action: 'active', value: true } },
        result: () => {
          rows = [{ ...inactive, isActive: true }, JALAPENO];
          return {
            data: {
              setPepperStatus: {
                __typename: 'Pepper',
                id: 'p9',
                isActive: true,
                isFeatured: false,
                lastUpdated: '2025-02-01T10:00:00.000Z',
              },
            },
          };
        },
      },
      {
        request: { query: SetPepperStatusDocument, variables: { id: 'p2', action: 'featured', value: true } },
        result: graphqlError('Pepper not found', 'NOT_FOUND'),
      },
    ]);
    const bhut = await row('Bhut Jolokia');
    fireEvent.click(menuItem(bhut, 'Bhut Jolokia', 'Activate'));
    expect(await screen.findByText('Bhut Jolokia has been activated.')).toBeTruthy();
    expect(bhut.getByText('Active')).toBeTruthy();

    const jalapeno = await row('Jalapeño');
    fireEvent.click(menuItem(jalapeno, 'Jalapeño', 'Feature'));
    expect(await screen.findByText('There was an error performing the action. Please try again.')).toBeTruthy();
    // The optimistic change is undone.
    await waitFor(() => expect(jalapeno.queryByText('Featured')).toBeNull());
    expect(menuItem(jalapeno, 'Jalapeño', 'Feature')).toBeTruthy();
  });

  it('edits the selected peppers in one step, naming them, and the notice undoes it', async () => {
    let rows: AdminPepperFieldsFragment[] = [REAPER, JALAPENO, HABANERO];
    const original = rows;
    renderPeppersTab([
      pepperListMock(() => rows),
      {
        request: {
          query: BulkUpdatePeppersDocument,
          variables: { ids: ['p1', 'p2', 'p3'], patch: { difficulty: 'hard', shape: 'lantern' } },
        },
        result: () => {
          rows = rows.map((pepper) => ({ ...pepper, difficulty: 'hard', shape: 'lantern' }));
          return {
            data: {
              bulkUpdatePeppers: {
                __typename: 'BulkResult',
                applied: true,
                count: 3,
                changeSetId: 'c1',
                results: rows.map(({ id }) => ({ __typename: 'BulkItemResult', id, ok: true, error: null })),
              },
            },
          };
        },
      },
      {
        request: { query: UndoPepperChangesDocument, variables: { changeSetId: 'c1' } },
        result: () => {
          rows = original;
          return { data: { undoPepperChanges: { __typename: 'BulkResult', applied: true, count: 3 } } };
        },
      },
    ]);
    expect(await screen.findByText('3 peppers')).toBeTruthy();
    const bulkBar = screen.getByRole('group', { name: 'Actions on the selected peppers' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all peppers on this page' }));
    fireEvent.click(within(bulkBar).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit 3 peppers' });
    expect(within(dialog).getByText(/^Changes Carolina Reaper, Jalapeño, Habanero/)).toBeTruthy();
    // Nothing chosen: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to 3 peppers' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose at least one field to change.');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Difficulty' }), { target: { value: 'Hard' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Shape' }), { target: { value: 'lantern' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to 3 peppers' }));
    const notice = (await screen.findByText('Changed 3 peppers.')).closest('.notice') as HTMLElement;
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit 3 peppers' })).toBeNull());
    fireEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undid the change to 3 peppers.')).toBeTruthy();
  });
});
