import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { topicsMock } from '@/test/fixtures';
import { renderApp, storeLanguage } from '@/test/renderApp';

function openMenu() {
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return toggle;
}

function menuToggle() {
  return screen.getByRole('button', { name: /menu/ });
}

describe('Mobile menu', () => {
  it('starts closed and toggles open', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
    openMenu();
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeTruthy();
  });

  it('closes on Escape and returns focus to the toggle', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuToggle());
  });

  it('moves the focus to its first link when it opens, and closes when the focus leaves the header', async () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    openMenu();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(document.activeElement).toBe(nav.getByRole('link', { name: 'Home' }));
    nav.getByRole('link', { name: 'Forum' }).focus();
    expect(menuToggle().getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('main').focus();
    await waitFor(() => expect(menuToggle().getAttribute('aria-expanded')).toBe('false'));
  });

  it('closes on an overlay click', () => {
    storeLanguage('en');
    const { container } = renderApp({ route: '/login' });
    openMenu();
    const overlay = container.querySelector('.site-header__overlay');
    expect(overlay).not.toBeNull();
    fireEvent.click(overlay!);
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('.site-header__overlay')).toBeNull();
  });

  it('closes on a click outside the menu', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    openMenu();
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open on a click inside the menu', () => {
    storeLanguage('en');
    renderApp({ route: '/login' });
    openMenu();
    fireEvent.pointerDown(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(menuToggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on navigation', () => {
    storeLanguage('en');
    const { router } = renderApp({ route: '/login', mocks: [topicsMock()] });
    openMenu();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Forum' }));
    expect(router.state.location.pathname).toBe('/forum');
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
  });
});
