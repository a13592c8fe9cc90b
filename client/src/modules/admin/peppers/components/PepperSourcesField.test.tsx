import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePepperDocument, type AdminPepperNotesFieldsFragment } from '@/generated/graphql';
import {
  adminPepperFixture,
  adminPepperMock,
  findEditForm,
  pepperListMock,
  renderPeppersTab,
  withNotes,
} from '../test/fixtures';

type StoredSource = AdminPepperNotesFieldsFragment['sources'][number];

const GUINNESS: StoredSource = {
  __typename: 'PepperSource',
  title: 'Guinness World Records',
  publisher: 'Guinness',
  url: 'https://www.guinnessworldrecords.com/',
  year: 2017,
  supports: ['shu'],
};
const PUCKERBUTT: StoredSource = {
  __typename: 'PepperSource',
  title: 'PuckerButt Pepper Company',
  publisher: null,
  url: null,
  year: null,
  supports: ['origin', 'species'],
};
const REAPER = adminPepperFixture();
const REAPER_SOURCES = { sources: [GUINNESS, PUCKERBUTT] };

const NEXT_YEAR = String(new Date().getUTCFullYear() + 1);

async function openEditForm(name = 'Edit Carolina Reaper', title = 'Update pepper') {
  fireEvent.click(await screen.findByRole('button', { name }));
  return within(await findEditForm(title));
}

function sourcesOf(form: ReturnType<typeof within>, name = 'Sources') {
  return within(form.getByRole('group', { name }));
}

function input(group: HTMLElement, name: string) {
  return within(group).getByRole('textbox', { name }) as HTMLInputElement;
}

/** The text of the element a control's aria-describedby points at (its error). */
function describedText(control: HTMLElement) {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
}

describe('Pepper form sources', () => {
  it('adds, fills, reorders and removes sources, and sends exactly the new list', async () => {
    const sent: Omit<StoredSource, '__typename'>[] = [
      {
        title: 'Chile Pepper Institute',
        publisher: 'New Mexico State University',
        url: 'https://cpi.nmsu.edu/',
        year: 2019,
        supports: ['origin', 'uses'],
      },
      { title: 'PuckerButt Pepper Company', publisher: null, url: null, year: null, supports: ['origin', 'species'] },
    ];
    const updated = withNotes(REAPER, {
      sources: sent.map((source) => ({ __typename: 'PepperSource' as const, ...source })),
    });
    const result = vi.fn(() => ({ data: { updatePepper: updated } }));
    renderPeppersTab([
      pepperListMock(() => [REAPER]),
      adminPepperMock(REAPER, REAPER_SOURCES),
      { request: { query: UpdatePepperDocument, variables: { id: 'p1', input: { sources: sent } } }, result },
    ]);
    const form = await openEditForm();
    const sources = sourcesOf(form);
    const first = sources.getByRole('group', { name: 'Source 1' });
    expect(input(first, 'Title').value).toBe('Guinness World Records');
    expect(input(first, 'Year').value).toBe('2017');
    expect((within(first).getByRole('checkbox', { name: 'SHU' }) as HTMLInputElement).checked).toBe(true);
    expect((sources.getByRole('button', { name: 'Move source 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((sources.getByRole('button', { name: 'Move source 2 down' }) as HTMLButtonElement).disabled).toBe(true);

    // A new source: numbered 3, its title focused.
    fireEvent.click(sources.getByRole('button', { name: 'Add a source' }));
    const third = sources.getByRole('group', { name: 'Source 3' });
    expect(document.activeElement).toBe(input(third, 'Title'));
    const url = within(third).getByRole('textbox', { name: 'URL' }) as HTMLInputElement;
    expect(url.type).toBe('url');
    expect(url.dir).toBe('ltr');
    fireEvent.change(input(third, 'Title'), { target: { value: ' Chile Pepper Institute ' } });
    fireEvent.change(input(third, 'Publisher'), { target: { value: 'New Mexico State University' } });
    fireEvent.change(url, { target: { value: 'https://cpi.nmsu.edu/' } });
    fireEvent.change(input(third, 'Year'), { target: { value: '2019' } });
    fireEvent.click(within(third).getByRole('checkbox', { name: 'Culinary uses' }));
    fireEvent.click(within(third).getByRole('checkbox', { name: 'Origin' }));

    const summary = within(form.getByRole('region', { name: 'Changed fields' }));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Sources']);

    // Up twice: it becomes source 1, focus staying on its buttons.
    fireEvent.click(sources.getByRole('button', { name: 'Move source 3 up' }));
    expect(document.activeElement).toBe(sources.getByRole('button', { name: 'Move source 2 up' }));
    fireEvent.click(sources.getByRole('button', { name: 'Move source 2 up' }));
    expect(document.activeElement).toBe(sources.getByRole('button', { name: 'Move source 1 down' }));
    expect(input(sources.getByRole('group', { name: 'Source 1' }), 'Title').value).toBe(' Chile Pepper Institute ');

    // Removing Guinness (now 2): PuckerButt takes its number and the focus.
    fireEvent.click(sources.getByRole('button', { name: 'Remove source 2' }));
    expect(sources.queryByRole('group', { name: 'Source 3' })).toBeNull();
    const second = sources.getByRole('group', { name: 'Source 2' });
    expect(input(second, 'Title').value).toBe('PuckerButt Pepper Company');
    expect(document.activeElement).toBe(input(second, 'Title'));

    // A row left blank is dropped, not refused.
    fireEvent.click(sources.getByRole('button', { name: 'Add a source' }));
    fireEvent.blur(input(sources.getByRole('group', { name: 'Source 3' }), 'Title'));
    expect(form.queryByText('Source title is required')).toBeNull();

    fireEvent.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Carolina Reaper has been updated.')).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stops adding at the most sources a pepper may cite', async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ ...PUCKERBUTT, title: `Source book ${i + 1}` }));
    renderPeppersTab([pepperListMock(() => [REAPER]), adminPepperMock(REAPER, { sources: many })]);
    const sources = sourcesOf(await openEditForm());
    const add = sources.getByRole('button', { name: 'Add a source' }) as HTMLButtonElement;
    fireEvent.click(add);
    expect(add.disabled).toBe(true);
    expect(describedText(add)).toBe('A pepper may cite at most 10 sources.');
    // Removing the last one gives the focus to the one before it; the button works again.
    fireEvent.click(sources.getByRole('button', { name: 'Remove source 10' }));
    expect(document.activeElement).toBe(input(sources.getByRole('group', { name: 'Source 9' }), 'Title'));
    expect(add.disabled).toBe(false);
  });

  it.each([
    {
      language: 'en' as const,
      edit: 'Edit Carolina Reaper',
      title: 'Update pepper',
      sourcesName: 'Sources',
      add: 'Add a source',
      source: 'Source 3',
      labels: { title: 'Title', url: 'URL', year: 'Year' },
      submit: 'Update',
      urlMessage: 'Source URL must be a web address starting with http:// or https://',
      yearMessage: 'Source year must be a year from 1500 to this year',
      titleMessage: 'Source title is required',
      alert: 'Please check your input and try again.',
    },
    {
      language: 'he' as const,
      edit: 'עריכה: קרולינה ריפר',
      title: 'עדכון פלפל',
      sourcesName: 'מקורות',
      add: 'הוספת מקור',
      source: 'מקור 3',
      labels: { title: 'כותרת', url: 'כתובת (URL)', year: 'שנה' },
      submit: 'עדכון',
      urlMessage: 'כתובת המקור חייבת להיות כתובת אינטרנט שמתחילה ב-http://\u200e או ב-https://\u200e',
      yearMessage: 'שנת המקור חייבת להיות שנה מ-1500 ועד השנה הנוכחית',
      titleMessage: 'כותרת המקור היא שדה חובה',
      alert: 'נא לבדוק את הפרטים ולנסות שוב.',
    },
  ])('refuses a script address and a future year ($language)', async (c) => {
    const result = vi.fn(() => ({ data: { updatePepper: withNotes(REAPER, REAPER_SOURCES) } }));
    renderPeppersTab(
      [
        pepperListMock(() => [REAPER], { language: c.language }),
        adminPepperMock(REAPER, REAPER_SOURCES),
        { request: { query: UpdatePepperDocument, variables: () => true }, result, maxUsageCount: 5 },
      ],
      c.language,
    );
    const form = await openEditForm(c.edit, c.title);
    const sources = sourcesOf(form, c.sourcesName);
    fireEvent.click(sources.getByRole('button', { name: c.add }));
    const row = sources.getByRole('group', { name: c.source });

    const url = input(row, c.labels.url);
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(url)).toBe(c.urlMessage);
    const year = input(row, c.labels.year);
    fireEvent.change(year, { target: { value: NEXT_YEAR } });
    fireEvent.blur(year);
    expect(describedText(year)).toBe(c.yearMessage);
    // The title was never touched: submit checks it too.
    expect(within(row).queryByText(c.titleMessage)).toBeNull();

    fireEvent.click(form.getByRole('button', { name: c.submit }));
    expect(form.getByRole('alert').textContent).toBe(c.alert);
    const title = input(row, c.labels.title);
    expect(describedText(title)).toBe(c.titleMessage);
    expect(document.activeElement).toBe(title);
    expect(result).not.toHaveBeenCalled();

    // Put right, the messages go.
    fireEvent.change(url, { target: { value: 'https://example.org/reaper' } });
    fireEvent.change(year, { target: { value: '2020' } });
    expect(url.getAttribute('aria-invalid')).toBeNull();
    expect(within(row).queryByText(c.urlMessage)).toBeNull();
    expect(within(row).queryByText(c.yearMessage)).toBeNull();
  });

  it('shows the server’s refusal of source 2’s address under that address', async () => {
    renderPeppersTab([
      pepperListMock(() => [REAPER]),
      adminPepperMock(REAPER, REAPER_SOURCES),
      {
        request: {
          query: UpdatePepperDocument,
          variables: {
            id: 'p1',
            input: {
              sources: [
                {
                  title: 'Guinness World Records',
                  publisher: 'Guinness',
                  url: 'https://www.guinnessworldrecords.com/',
                  year: 2017,
                  supports: ['shu'],
                },
                {
                  title: 'PuckerButt Pepper Company',
                  publisher: null,
                  url: 'https://puckerbuttpeppercompany.com',
                  year: null,
                  supports: ['origin', 'species'],
                },
              ],
            },
          },
        },
        result: {
          errors: [
            {
              message: 'Source URL must be a web address starting with http:// or https://',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { sources: 'sourceUrlInvalid' },
                params: { source: '2', part: 'url' },
              },
            },
          ],
        },
      },
    ]);
    const form = await openEditForm();
    const sources = sourcesOf(form);
    const secondUrl = input(sources.getByRole('group', { name: 'Source 2' }), 'URL');
    fireEvent.change(secondUrl, { target: { value: 'https://puckerbuttpeppercompany.com' } });
    fireEvent.click(form.getByRole('button', { name: 'Update' }));
    expect((await form.findByRole('alert')).textContent).toBe('Failed to add/update pepper. Please try again.');
    expect(secondUrl.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(secondUrl)).toBe('Source URL must be a web address starting with http:// or https://');
    // Focus moves in an effect after the render that marked the field (on a busy machine, after the alert shows).
    await waitFor(() => expect(document.activeElement).toBe(secondUrl));
    expect(input(sources.getByRole('group', { name: 'Source 1' }), 'URL').getAttribute('aria-invalid')).toBeNull();
  });
});
