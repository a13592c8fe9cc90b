import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './ActionMenu';

function renderMenu() {
  const selected = vi.fn();
  render(
    <ActionMenu
      label="More actions for Habanero"
      items={[
        {
          id: 'details',
          label: 'Details',
          onSelect: () => selected('details'),
        },
        {
          id: 'feature',
          label: 'Feature',
          disabled: true,
          onSelect: () => selected('feature'),
        },
        {
          id: 'activate',
          label: 'Activate',
          onSelect: () => selected('activate'),
        },
        {
          id: 'delete',
          label: 'Delete',
          danger: true,
          onSelect: () => selected('delete'),
        },
      ]}
    />,
  );
  return {
    button: screen.getByRole('button', { name: 'More actions for Habanero' }),
    selected,
  };
}

describe('ActionMenu', () => {
  it('opens from the keyboard on its first or last item, moves past disabled items and wraps', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', {
      name: 'More actions for Habanero',
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement?.textContent).toBe('Details');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Activate');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Details');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Delete');
    fireEvent.keyDown(menu, { key: 'a' });
    expect(document.activeElement?.textContent).toBe('Activate');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Delete');
  });

  it('runs the chosen item, closes and gives the focus back; a click outside closes', () => {
    const { button, selected } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Activate' }));
    expect(selected).toHaveBeenCalledWith('activate');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
