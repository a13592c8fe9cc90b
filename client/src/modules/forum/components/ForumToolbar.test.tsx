import { normalizeForumQuery } from '@pepper-atlas/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/core/i18n/createI18n';
import { ForumToolbar } from './ForumToolbar';

function renderToolbar(language: 'en' | 'he', query: Record<string, string> = {}) {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ForumToolbar filters={normalizeForumQuery(query)} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
}

describe("ForumToolbar's sort", () => {
  it('sorts by the chosen field and turns the order around (English)', () => {
    const onChange = renderToolbar('en', { sortBy: 'views', sortOrder: 'desc' });
    const field = screen.getByRole('combobox', { name: 'Sort by' });
    expect((field as HTMLSelectElement).value).toBe('views');
    expect([...field.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Date', 'Views', 'Comments']);
    fireEvent.change(field, { target: { value: 'comments' } });
    expect(onChange).toHaveBeenLastCalledWith({ sortBy: 'comments' });
    fireEvent.click(screen.getByRole('button', { name: 'Order: Descending. Click to reverse' }));
    expect(onChange).toHaveBeenLastCalledWith({ sortOrder: 'asc' });
  });

  it('names the order in Hebrew, and an ascending list turns descending', () => {
    const onChange = renderToolbar('he', { sortOrder: 'asc' });
    const toggle = screen.getByRole('button', { name: 'סדר: סדר עולה. לחצו להיפוך' });
    expect(toggle.textContent).toBe('סדר עולה');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith({ sortOrder: 'desc' });
  });

  it('has no sort while searching: hits come newest first', () => {
    renderToolbar('en', { search: 'habanero' });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });
});
