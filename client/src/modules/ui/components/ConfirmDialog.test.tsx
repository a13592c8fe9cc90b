import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/core/i18n/createI18n';
import { ConfirmDialog } from './ConfirmDialog';

const NAMES = ['Habanero', 'Jalapeño', 'Carolina Reaper', 'Padrón', 'Serrano', 'Ají Limo', 'Pepper X'];

function renderConfirm(language: 'en' | 'he', items: string[]) {
  const onConfirm = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ConfirmDialog
        title="Confirm"
        message="Delete them?"
        items={items}
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={() => {}}
      />
    </I18nextProvider>,
  );
  return {
    dialog: screen.getByRole('alertdialog', { name: 'Confirm' }),
    onConfirm,
  };
}

describe('ConfirmDialog naming its items', () => {
  it('names the first five and counts the rest', () => {
    const { dialog, onConfirm } = renderConfirm('en', NAMES);
    const list = within(dialog).getByRole('list', { name: 'Items' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NAMES.slice(0, 5));
    expect(within(dialog).getByText('and 2 more')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('names all of five or fewer without "more", and counts in Hebrew, each name isolated', () => {
    const { dialog } = renderConfirm('he', NAMES.slice(0, 6));
    const items = within(within(dialog).getByRole('list', { name: 'פריטים' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]!.querySelector('bdi')?.textContent).toBe('Habanero');
    expect(within(dialog).getByText('ועוד אחד')).toBeTruthy();
  });

  it('says nothing more for five', () => {
    const { dialog } = renderConfirm('en', NAMES.slice(0, 5));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).queryByText(/more$/)).toBeNull();
  });
});
