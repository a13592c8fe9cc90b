import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeLanguage } from '@/test/renderApp';
import { cataloguePepper, catalogueMocks, comparePeppersMock, habanero, jalapeno } from '../test/catalogueMocks';

const five = () => [
  cataloguePepper(),
  jalapeno(),
  habanero(),
  cataloguePepper({ id: '4', name: 'Serrano', hebName: 'סראנו', shu: '10,000-23,000', shuMin: 10_000, shuMax: 23_000 }),
  cataloguePepper({ id: '5', name: 'Cayenne', hebName: 'קאיין', shu: '30,000-50,000', shuMin: 30_000, shuMax: 50_000 }),
];

const compareBox = (name: string) => screen.getByRole('checkbox', { name: `Compare ${name}` }) as HTMLInputElement;
const tray = () => within(screen.getByRole('region', { name: 'Pepper comparison' }));

describe('Compare', () => {
  it('compares 2 to 4 peppers: a fifth is refused, fewer than two cannot be compared', async () => {
    storeLanguage('en');
    const { router } = renderApp({ route: '/peppers', mocks: catalogueMocks(five()) });
    await screen.findByRole('heading', { level: 2, name: 'Cayenne' });
    expect(screen.queryByRole('region', { name: 'Pepper comparison' })).toBeNull();

    fireEvent.click(compareBox('Carolina Reaper'));
    expect(compareBox('Carolina Reaper').checked).toBe(true);
    expect(tray().getByText(/1 of 4 peppers picked to compare/)).toBeTruthy();
    expect((tray().getByRole('button', { name: 'Compare (1)' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(compareBox('Jalapeño'));
    expect((tray().getByRole('button', { name: 'Compare (2)' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(compareBox('Habanero'));
    fireEvent.click(compareBox('Serrano'));
    expect(router.state.location.search).toBe('?compare=1%2C2%2C3%2C4');

    fireEvent.click(compareBox('Cayenne'));
    expect(compareBox('Cayenne').checked).toBe(false);
    expect(await screen.findByText('You can compare up to 4 peppers at a time.')).toBeTruthy();
    expect(tray().getByRole('button', { name: 'Compare (4)' })).toBeTruthy();

    fireEvent.click(compareBox('Serrano'));
    expect(tray().getByRole('button', { name: 'Compare (3)' })).toBeTruthy();
    fireEvent.click(tray().getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('region', { name: 'Pepper comparison' })).toBeNull();
  });

  it('shows the picked peppers side by side, in one request, and removes them', async () => {
    storeLanguage('en');
    renderApp({
      route: '/peppers?compare=1,2',
      mocks: [...catalogueMocks(), comparePeppersMock(['1', '2'], [jalapeno(), cataloguePepper()])],
    });
    await screen.findByRole('heading', { level: 2, name: 'Jalapeño' });
    expect(compareBox('Carolina Reaper').checked).toBe(true);
    fireEvent.click(tray().getByRole('button', { name: 'Compare (2)' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Compare peppers' }));
    const table = within(await dialog.findByRole('table'));
    // Columns in the order they were picked.
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Carolina Reaper', 'Jalapeño']);
    expect(table.getByRole('rowheader', { name: 'Scoville heat units' })).toBeTruthy();
    expect(table.getByText('1.4M-2.2M SHU')).toBeTruthy();
    expect(table.getByText('2.5K-8K SHU')).toBeTruthy();
    expect(table.getByText('Scorpion tail')).toBeTruthy();

    // Under two left: nothing to compare, the dialog closes.
    fireEvent.click(table.getByRole('button', { name: 'Remove Jalapeño from the comparison' }));
    expect(screen.queryByRole('dialog', { name: 'Compare peppers' })).toBeNull();
    expect(compareBox('Jalapeño').checked).toBe(false);
  });
});
