import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hottestPeppersMock, pepperFixture } from '@/test/fixtures';
import { renderApp, storeLanguage } from '@/test/renderApp';

describe('Home', () => {
  it('links each of the hottest peppers to a catalogue search for its name', async () => {
    storeLanguage('en');
    renderApp({ route: '/', mocks: [hottestPeppersMock([pepperFixture()])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Discover the world of chili peppers' })).toBeTruthy();
    const card = await screen.findByRole('link', { name: /Carolina Reaper/ });
    expect(card.getAttribute('href')).toBe('/peppers?searchTerm=Carolina+Reaper');
    expect(document.title).toBe('Home | Pepper Atlas');
  });

  it('shows an empty state when there are no peppers', async () => {
    storeLanguage('en');
    renderApp({ route: '/', mocks: [hottestPeppersMock([])] });
    expect(await screen.findByRole('heading', { name: 'No peppers in the atlas yet.' })).toBeTruthy();
  });
});
