import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/core/i18n/createI18n';
import { RouteErrorBoundary } from '@/modules/layout/components/RouteErrorBoundary';
import { I18nextProvider } from 'react-i18next';
import { renderApp, storeLanguage } from '@/test/renderApp';

describe('Unknown routes and render errors', () => {
  it('shows the error screen for an unknown route, inside the site frame', () => {
    storeLanguage('en');
    renderApp({ route: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    // The generic error title is for screens that fail, not for an address that leads nowhere.
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('titles the screen and the tab in Hebrew for a Hebrew reader', async () => {
    renderApp({ route: '/peppers/extra/segments' });
    expect(screen.getByRole('heading', { level: 1, name: 'הדף לא נמצא' })).toBeTruthy();
    await waitFor(() => expect(document.title.startsWith('הדף לא נמצא')).toBe(true));
    expect(screen.queryByText('שגיאה בלתי צפויה באפליקציה!')).toBeNull();
    expect(screen.getByText('הדף שחיפשתם לא קיים או שהועבר למקום אחר.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'חזרה לדף הבית' })).toBeTruthy();
  });

  it('catches a screen that fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter>
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(document.title.startsWith('Unexpected Application Error!')).toBe(true);
  });
});
