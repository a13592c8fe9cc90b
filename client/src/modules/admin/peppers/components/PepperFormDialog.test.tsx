import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CreatePepperDocument, DeletePepperImageDocument, UpdatePepperDocument } from '@/generated/graphql';
import {
  adminPepperFixture,
  adminPepperMock,
  findEditForm,
  JALAPENO,
  pepperListMock,
  renderPeppersTab,
  withNotes,
} from '../test/fixtures';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../utils/uploadImage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../utils/uploadImage')>()),
  uploadImage: upload,
}));

const REAPER = adminPepperFixture();

function imageFile(name: string, bytes: number, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function chooseImage(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

async function openAddForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add pepper' }));
  return screen.getByRole('dialog', { name: 'Add new pepper' });
}

async function openEditForm(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return findEditForm();
}

beforeEach(() => {
  upload.mockReset();
});

describe('Pepper form', () => {
  it('checks the rules on change, blur and submit with the exact messages', async () => {
    renderPeppersTab([pepperListMock(() => [REAPER])]);
    const dialog = await openAddForm();
    const form = within(dialog);
    const name = form.getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);

    // Blur of an empty required field: a new pepper's wording (the add-pepper copy).
    fireEvent.blur(name);
    expect(form.getByText('Pepper name is required')).toBeTruthy();
    // On change.
    fireEvent.change(name, { target: { value: 'J' } });
    expect(form.getByText('Name must be at least 2 characters')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'J'.repeat(51) } });
    expect(form.getByText('Name must be less than 50 characters')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Jalapeño' } });
    expect(form.queryByText(/Name must/)).toBeNull();

    fireEvent.change(form.getByRole('textbox', { name: 'Description' }), { target: { value: 'x'.repeat(501) } });
    expect(form.getByText('Description must be less than 500 characters')).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: 'Hebrew name' }), { target: { value: 'א'.repeat(101) } });
    expect(form.getByText('Hebrew name must be less than 100 characters')).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: 'Flavor' }), { target: { value: 'x'.repeat(201) } });
    expect(form.getByText('Flavor must be less than 200 characters')).toBeTruthy();

    const shu = form.getByRole('textbox', { name: 'SHU (Scoville heat units)' });
    fireEvent.change(shu, { target: { value: 'hot' } });
    expect(form.getByText('Invalid SHU value')).toBeTruthy();
    fireEvent.change(shu, { target: { value: '100000+' } });
    expect(form.queryByText('Invalid SHU value')).toBeNull();
    fireEvent.change(shu, { target: { value: '' } });
    expect(form.getByText('Heat units are required')).toBeTruthy();

    // The group defaults to C. Annuum (docs/product-rules.md#constants); clearing it is refused.
    const group = form.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement;
    expect(group.value).toBe('C. Annuum');
    fireEvent.change(group, { target: { value: '' } });
    expect(form.getByText('Pepper group is required')).toBeTruthy();

    fireEvent.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByRole('alert').textContent).toBe('Please fill in all required fields');
    // Focus goes to the first invalid field.
    expect(document.activeElement?.getAttribute('name')).toBe('shu');
  });

  it('shows the messages in Hebrew and asks for an image for a new pepper', async () => {
    renderPeppersTab([pepperListMock(() => [REAPER])], 'he');
    fireEvent.click(await screen.findByRole('button', { name: 'הוספת פלפל' }));
    const form = within(screen.getByRole('dialog', { name: 'הוספת פלפל חדש' }));
    fireEvent.click(form.getByRole('button', { name: 'הוספה' }));
    expect(form.getByRole('alert').textContent).toBe('נא למלא את כל שדות החובה');
    expect(form.getByText('שם הפלפל הוא שדה חובה')).toBeTruthy();
    expect(form.getByText('יחידות החריפות (SHU) הן שדה חובה')).toBeTruthy();

    fireEvent.change(form.getByRole('textbox', { name: 'שם (באנגלית)' }), { target: { value: 'Padrón' } });
    fireEvent.change(form.getByRole('textbox', { name: 'SHU (יחידות סקוביל)' }), { target: { value: '500-2500' } });
    fireEvent.click(form.getByRole('button', { name: 'הוספה' }));
    expect(form.getByRole('alert').textContent).toBe('נא לבחור תמונה לפלפל החדש');
    expect(form.getAllByText('נא לבחור תמונה לפלפל החדש')).toHaveLength(2);
  });

  it('joins a SHU range as min-max, shows the image size notes, uploads and creates the pepper', async () => {
    upload.mockImplementation(async (_file: File, options: { onProgress?: (percent: number) => void }) => {
      options.onProgress?.(50);
      return { url: '/uploads/padron-1280.webp' };
    });
    const created = adminPepperFixture({
      id: 'p7',
      name: 'Padrón',
      hebName: null,
      shu: '500-2500',
      shuMin: 500,
      shuMax: 2500,
      group: 'c_annuum',
      img: '/uploads/padron-1280.webp',
    });
    let rows = [REAPER];
    const createResult = vi.fn(() => {
      rows = [REAPER, created];
      // The answer carries the notes too: none were typed.
      const notes = { uses: null, hebUses: null, growingNote: null, hebGrowingNote: null };
      return { data: { createPepper: withNotes(created, notes) } };
    });
    renderPeppersTab([
      pepperListMock(() => rows),
      {
        request: {
          query: CreatePepperDocument,
          variables: {
            input: {
              name: 'Padrón',
              shu: '500-2500',
              group: 'c_annuum',
              difficulty: 'medium',
              isActive: true,
              isFeatured: true,
              img: '/uploads/padron-1280.webp',
            },
          },
        },
        result: createResult,
      },
    ]);
    const dialog = await openAddForm();
    const form = within(dialog);
    fireEvent.change(form.getByRole('textbox', { name: 'Name' }), { target: { value: 'Padrón' } });

    // The range: two number inputs from 0, joined as min-max.
    fireEvent.click(form.getByRole('radio', { name: 'Range' }));
    const min = form.getByRole('spinbutton', { name: 'Minimum SHU' }) as HTMLInputElement;
    const max = form.getByRole('spinbutton', { name: 'Maximum SHU' }) as HTMLInputElement;
    expect(min.min).toBe('0');
    expect(max.min).toBe('0');
    fireEvent.change(min, { target: { value: '2500' } });
    fireEvent.change(max, { target: { value: '500' } });
    expect(form.getByText('Invalid SHU value')).toBeTruthy();
    fireEvent.change(min, { target: { value: '500' } });
    fireEvent.change(max, { target: { value: '2500' } });
    expect(form.queryByText('Invalid SHU value')).toBeNull();
    // Back to a single value and again to the range: what was typed is kept.
    fireEvent.click(form.getByRole('radio', { name: 'Single value' }));
    expect((form.getByRole('textbox', { name: 'SHU (Scoville heat units)' }) as HTMLInputElement).value).toBe(
      '500-2500',
    );
    fireEvent.click(form.getByRole('radio', { name: 'Range' }));
    expect((form.getByRole('spinbutton', { name: 'Maximum SHU' }) as HTMLInputElement).value).toBe('2500');

    // No level to choose: the form shows the SHU's, live (500-2500: midpoint 1500, Medium).
    expect(form.queryByRole('combobox', { name: 'Heat level' })).toBeNull();
    const level = form.getByRole('status', { name: 'Heat level' });
    expect(level.textContent).toContain('Medium');
    fireEvent.change(max, { target: { value: '' } });
    fireEvent.change(form.getByRole('spinbutton', { name: 'Maximum SHU' }), { target: { value: '9500' } });
    expect(level.textContent).toContain('Hot');
    expect(level.textContent).not.toContain('Medium');
    fireEvent.change(form.getByRole('spinbutton', { name: 'Maximum SHU' }), { target: { value: '2500' } });
    expect(level.textContent).toContain('Medium');
    fireEvent.click(form.getByRole('checkbox', { name: 'Featured' }));

    chooseImage(dialog, imageFile('huge.png', 6 * 1024 * 1024));
    expect(form.getByText('huge.png')).toBeTruthy();
    expect(form.getByText('(6 MB)')).toBeTruthy();
    expect(form.getByText('The image is larger than 5 MB. We recommend a file under 5 MB.')).toBeTruthy();
    chooseImage(dialog, imageFile('padron.png', 1536 * 1024));
    expect(form.getByText('(1.5 MB)')).toBeTruthy();
    expect(form.getByText('The image is larger than 1 MB and will be compressed automatically.')).toBeTruthy();
    expect(form.queryByText(/larger than 5 MB/)).toBeNull();

    const submit = form.getByRole('button', { name: 'Add' });
    fireEvent.click(submit);
    // A second submit while the first is on its way is ignored.
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await screen.findByText('Padrón has been added.')).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(createResult).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: /Padrón/ })).toBeTruthy();
  });

  it('lists the changed fields in edit mode and sends only them', async () => {
    const updated = { ...REAPER, hebName: 'הקוצר מקרולינה', isFeatured: true };
    let rows = [REAPER, JALAPENO];
    renderPeppersTab([
      pepperListMock(() => rows),
      adminPepperMock(REAPER),
      {
        request: {
          query: UpdatePepperDocument,
          variables: { id: 'p1', input: { hebName: 'הקוצר מקרולינה', isFeatured: true } },
        },
        result: () => {
          rows = [updated, JALAPENO];
          return { data: { updatePepper: withNotes(updated) } };
        },
      },
    ]);
    const dialog = await openEditForm('Carolina Reaper');
    const form = within(dialog);
    // A stored range opens in range mode.
    expect((form.getByRole('radio', { name: 'Range' }) as HTMLInputElement).checked).toBe(true);
    expect((form.getByRole('spinbutton', { name: 'Minimum SHU' }) as HTMLInputElement).value).toBe('1400000');
    expect((form.getByRole('spinbutton', { name: 'Maximum SHU' }) as HTMLInputElement).value).toBe('2200000');

    // Origin: a country select named in the page language, regions in both languages; growing time as days.
    const country = form.getByRole('combobox', { name: 'Country of origin' }) as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect(country.selectedOptions[0].textContent).toBe('United States');
    expect((form.getByRole('textbox', { name: 'Region' }) as HTMLInputElement).value).toBe('South Carolina');
    expect((form.getByRole('textbox', { name: 'Hebrew region' }) as HTMLInputElement).value).toBe('דרום קרוליינה');
    expect((form.getByRole('textbox', { name: 'Growing time' }) as HTMLInputElement).value).toBe('90-100');

    // Emptying a stored pepper's name: the form table's wording.
    const name = form.getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: '' } });
    expect(form.getByText('Name is required')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Carolina Reaper' } });

    const summary = within(form.getByRole('region', { name: 'Changed fields' }));
    expect(summary.getByText('Nothing has changed yet.')).toBeTruthy();
    const submit = form.getByRole('button', { name: 'No changes' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    fireEvent.change(form.getByRole('textbox', { name: 'Hebrew name' }), { target: { value: 'הקוצר מקרולינה' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Featured' }));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hebrew name', 'Featured']);
    // Typing the same SHU differently is no change.
    fireEvent.change(form.getByRole('spinbutton', { name: 'Minimum SHU' }), { target: { value: '1400000' } });
    expect(summary.getAllByRole('listitem')).toHaveLength(2);
    // Back to the stored value: no longer listed.
    fireEvent.click(form.getByRole('checkbox', { name: 'Featured' }));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hebrew name']);
    fireEvent.click(form.getByRole('checkbox', { name: 'Featured' }));

    fireEvent.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Carolina Reaper has been updated.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findAllByText('Featured')).length).toBeGreaterThan(0);
  });

  it('deletes the stored image after confirmation', async () => {
    const pictured = adminPepperFixture({
      img: '/uploads/reaper-1280.webp',
      imageSrcSet: '/uploads/reaper-640.webp 640w, /uploads/reaper-1280.webp 1280w',
    });
    renderPeppersTab([
      pepperListMock(() => [pictured]),
      adminPepperMock(pictured),
      {
        request: { query: DeletePepperImageDocument, variables: { id: 'p1' } },
        result: {
          data: {
            deletePepperImage: {
              __typename: 'Pepper',
              id: 'p1',
              img: null,
              imageSrcSet: null,
              lastUpdated: '2025-03-01T10:00:00.000Z',
            },
          },
        },
      },
    ]);
    const dialog = await openEditForm('Carolina Reaper');
    const form = within(dialog);
    expect(form.getByText('Current image')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Delete image' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete image' });
    expect(within(confirm).getByText('Are you sure you want to delete this image?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('image deleted successfully')).toBeTruthy();
    await waitFor(() => expect(form.queryByRole('button', { name: 'Delete image' })).toBeNull());
    expect(form.getByRole('button', { name: 'Choose an image' })).toBeTruthy();
    // The form itself stays open, with nothing to save.
    expect(screen.getByRole('dialog', { name: 'Update pepper' })).toBeTruthy();
    expect((form.getByRole('button', { name: 'No changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the save failure and the server’s field message', async () => {
    renderPeppersTab([
      pepperListMock(() => [REAPER]),
      adminPepperMock(REAPER),
      {
        request: { query: UpdatePepperDocument, variables: { id: 'p1', input: { name: 'Reaper' } } },
        result: {
          errors: [
            {
              message: 'Invalid SHU value',
              extensions: { code: 'BAD_USER_INPUT', fields: { name: 'nameTooShort' } },
            },
          ],
        },
      },
    ]);
    const form = within(await openEditForm('Carolina Reaper'));
    fireEvent.change(form.getByRole('textbox', { name: 'Name' }), { target: { value: 'Reaper' } });
    fireEvent.click(form.getByRole('button', { name: 'Update' }));
    expect((await form.findByRole('alert')).textContent).toBe('Failed to add/update pepper. Please try again.');
    expect(form.getByText('Name must be at least 2 characters')).toBeTruthy();
  });
});
