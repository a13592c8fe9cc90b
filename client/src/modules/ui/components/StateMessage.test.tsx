import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StateMessage } from './StateMessage';

/** The drawing of the state's icon: its shapes' outlines. */
function iconOf(title: string): string {
  const state = screen.getByRole('heading', { name: title }).closest('.state-message');
  return [...(state?.querySelectorAll('.state-message__icon svg > *') ?? [])].map((shape) => shape.outerHTML).join('');
}

describe('StateMessage', () => {
  it('tells an empty list (nothing here yet) from a search that found nothing', () => {
    render(
      <>
        <StateMessage tone="empty" title="No reports" />
        <StateMessage tone="noMatch" title="Nothing matches" />
        <StateMessage tone="error" title="Could not load" />
      </>,
    );
    const empty = iconOf('No reports');
    const noMatch = iconOf('Nothing matches');
    expect(empty).not.toBe('');
    expect(noMatch).toContain('<circle');
    expect(empty).not.toBe(noMatch);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H2', 'H2', 'H2']);
  });
});
