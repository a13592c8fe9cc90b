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

  it('draws the heat bars on a logarithmic scale up to the hottest, with the level of each SHU (Hebrew)', async () => {
    storeLanguage('he');
    const peppers = [
      pepperFixture({ id: '1', name: 'Pepper X', hebName: null, shu: '2,693,000', shuMin: 2_693_000, shuMax: 2_693_000 }),
      pepperFixture({ id: '2', name: 'Carolina Reaper', hebName: null }),
      pepperFixture({ id: '3', name: 'Habanero', hebName: null, shu: '100,000-350,000', shuMin: 100_000, shuMax: 350_000 }),
    ];
    renderApp({ route: '/', mocks: [hottestPeppersMock(peppers)] });
    await screen.findByRole('link', { name: /Habanero/ });
    const bars = screen.getAllByRole('meter').map((bar) => Number(bar.getAttribute('aria-valuenow')));
    // The linear bar filled all three; now only the hottest is full and each is shorter than the one before.
    expect(bars[0]).toBe(100);
    expect(bars[1]).toBeLessThan(100);
    expect(bars[2]).toBeLessThan(bars[1]!);
    expect(bars[2]).toBeGreaterThan(80);
    const badges = [...document.querySelectorAll('.heat-badge')];
    expect(badges.map((badge) => badge.getAttribute('data-heat-level'))).toEqual(['Super Hot', 'Super Hot', 'Extremely Hot']);
    expect(badges[2]!.textContent).toContain('חריף במיוחד');
    // Extremely Hot and Super Hot both show five peppers.
    expect(badges.map((badge) => badge.querySelectorAll('.heat-badge__icons svg').length)).toEqual([5, 5, 5]);
  });

  it('shows an empty state when there are no peppers', async () => {
    storeLanguage('en');
    renderApp({ route: '/', mocks: [hottestPeppersMock([])] });
    expect(await screen.findByRole('heading', { name: 'No peppers in the atlas yet.' })).toBeTruthy();
  });
});
