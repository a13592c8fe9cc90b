import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TogglePepperLikeDocument, ViewPepperDocument } from '@/generated/graphql';
import { meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';
import { cataloguePepper, catalogueMocks, pepperDetailsMock } from '../test/catalogueMocks';

function viewMock(id: string, views: number) {
  const counted = vi.fn(() => true);
  return {
    counted,
    mock: {
      request: {
        query: ViewPepperDocument,
        variables: (variables: Record<string, unknown>) => variables.id === id && counted(),
      },
      result: { data: { __typename: 'Mutation', viewPepper: views } },
      maxUsageCount: 5,
    },
  };
}

const tab = (shift = false) => {
  const target = document.activeElement ?? document.body;
  fireEvent.keyDown(target, { key: 'Tab', shiftKey: shift });
};

/** The Carolina Reaper's quick look over the catalogue (the history entry the catalogue's card makes). */
const QUICK_LOOK = { pathname: '/peppers/carolina-reaper', state: { quickLook: true } };

describe('Pepper details dialog', () => {
  // Views are counted once per visit (this tab's session storage).
  beforeEach(() => sessionStorage.clear());

  it('shows every detail, in Hebrew with the English name in parentheses', async () => {
    const views = viewMock('1', 4961);
    renderApp({ route: '/peppers', mocks: [...catalogueMocks(undefined, { language: 'he' }), views.mock] });
    fireEvent.click(await screen.findByRole('link', { name: 'קרולינה ריפר' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'קרולינה ריפר (\u2068Carolina\u00a0Reaper\u2069)' }));
    expect(dialog.getByRole('img', { name: 'פלפל קרולינה ריפר' })).toBeTruthy();
    expect(dialog.getByText('חריפות: סופר חריף')).toBeTruthy();
    expect(document.querySelectorAll('[role="dialog"] .heat-badge__icons svg')).toHaveLength(5);
    expect(dialog.getByText('1.4M-2.2M SHU')).toBeTruthy();
    // The species in the facts and in the breadcrumbs: הקטלוג › C. chinense › the pepper.
    expect(dialog.getAllByText('C. chinense')).toHaveLength(2);
    const crumbs = within(dialog.getByRole('navigation', { name: 'נתיב ניווט' }));
    expect(crumbs.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['הקטלוג', '/peppers'],
      ['C. chinense', '/peppers?group=c_chinense'],
    ]);
    expect(crumbs.getByText('קרולינה ריפר').getAttribute('aria-current')).toBe('page');
    expect(dialog.getByText('אחד הפלפלים החריפים בעולם.')).toBeTruthy();
    expect(dialog.getByText('ארצות הברית (דרום קרוליינה)')).toBeTruthy();
    expect(dialog.getByText('90-100 ימים')).toBeTruthy();
    expect(dialog.getByText('קשה')).toBeTruthy();
    expect(dialog.getByText('פירותי ומתוק, ואז חריפות אכזרית')).toBeTruthy();
    // The badge and the "heat level" fact name the same level.
    expect(dialog.getAllByText('סופר חריף')).toHaveLength(2);
    // The view is counted, and the count follows the server's answer.
    await waitFor(() => expect(dialog.getByText('4,961')).toBeTruthy());
    expect(views.counted).toHaveBeenCalledTimes(1);
  });

  it('works by keyboard: focus moves in and stays in, Escape closes and focus returns; scroll is locked', async () => {
    storeLanguage('en');
    const views = viewMock('1', 4961);
    const { router } = renderApp({ route: '/peppers', mocks: [...catalogueMocks(), views.mock] });
    const opener = await screen.findByRole('link', { name: 'Carolina Reaper' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Carolina Reaper' });
    expect(router.state.location.pathname).toBe('/peppers/carolina-reaper');
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getAllByRole('button', { name: 'Close' })[0]);

    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    const controls = dialog.querySelectorAll<HTMLElement>('button, a[href], input');
    const last = controls[controls.length - 1]!;
    last.focus();
    tab();
    expect(document.activeElement).toBe(controls[0]);
    tab(true);
    expect(document.activeElement).toBe(last);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/peppers');
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');

    // Opened again in the same visit: the view is not counted twice.
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Carolina Reaper' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(views.counted).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside and on the close button', async () => {
    storeLanguage('en');
    renderApp({ route: '/peppers', mocks: [...catalogueMocks(), viewMock('1', 1).mock, viewMock('2', 1).mock] });
    fireEvent.click(await screen.findByRole('link', { name: 'Carolina Reaper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carolina Reaper' });
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Jalapeño' }));
    const second = within(await screen.findByRole('dialog', { name: 'Jalapeño' }));
    fireEvent.click(second.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a page of its own at a shared link: its title the page heading, the other script under it, no catalogue', async () => {
    storeLanguage('en');
    const rocoto = cataloguePepper({ id: '9', slug: 'rocoto', name: 'Rocoto', hebName: 'רוקוטו', group: 'c_pubescens' });
    const views = viewMock('9', 5);
    renderApp({ route: '/peppers/rocoto', mocks: [pepperDetailsMock(rocoto), views.mock] });
    const article = within(await screen.findByRole('article', { name: 'Rocoto' }));
    expect(article.getByRole('heading', { level: 1, name: 'Rocoto' })).toBeTruthy();
    expect(article.getByText('רוקוטו').getAttribute('lang')).toBe('he');
    expect(article.getAllByText('C. pubescens')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pepper catalogue' })).toBeNull();
    await waitFor(() => expect(views.counted).toHaveBeenCalledTimes(1));
  });

  it('says so on a page whose pepper does not exist, with the way back to the catalogue', async () => {
    storeLanguage('en');
    renderApp({ route: '/peppers/no-such-pepper', mocks: [pepperDetailsMock(null, 'no-such-pepper')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pepper not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/peppers');
  });

  it('links from the quick look to the pepper\'s page', async () => {
    storeLanguage('en');
    renderApp({ route: '/peppers', mocks: [...catalogueMocks(), viewMock('1', 1).mock] });
    fireEvent.click(await screen.findByRole('link', { name: 'Carolina Reaper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Carolina Reaper' }));
    expect(screen.getByRole('heading', { name: 'Pepper catalogue' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('link', { name: 'Open the full page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Carolina Reaper' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pepper catalogue' })).toBeNull();
  });

  it('asks a guest to sign in to like', async () => {
    storeLanguage('en');
    renderApp({ route: QUICK_LOOK, mocks: [...catalogueMocks(), viewMock('1', 1).mock] });
    const dialog = within(await screen.findByRole('dialog', { name: 'Carolina Reaper' }));
    fireEvent.click(dialog.getByRole('button', { name: /^Like/ }));
    expect(dialog.getByText('Sign in to like peppers.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('likes and unlikes for a signed-in user', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: QUICK_LOOK,
      mocks: [
        meMock(),
        ...catalogueMocks([cataloguePepper()]),
        viewMock('1', 1).mock,
        {
          request: { query: TogglePepperLikeDocument, variables: { id: '1' } },
          result: {
            data: {
              __typename: 'Mutation',
              togglePepperLike: { __typename: 'PepperLikeResult', liked: true, likes: 588 },
            },
          },
        },
      ],
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Carolina Reaper' }));
    const like = dialog.getByRole('button', { name: /^Like/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    await waitFor(() => expect(dialog.getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed')).toBe('true'));
    expect(dialog.getByText('588 likes')).toBeTruthy();
  });
});
