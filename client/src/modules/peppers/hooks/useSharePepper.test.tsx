import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, storeLanguage } from '@/test/renderApp';
import { catalogueMocks } from '../test/catalogueMocks';

/** Gives this browser the Web Share API for one test. */
function stubShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'canShare', { value: share && (() => true), configurable: true, writable: true });
}

describe('Share', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  });

  it('uses the Web Share API with a link that opens the pepper', async () => {
    storeLanguage('en');
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    stubShare(share);
    renderApp({ route: '/peppers', mocks: catalogueMocks() });
    fireEvent.click(await screen.findByRole('button', { name: 'Share Carolina Reaper' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Carolina Reaper',
      text: 'Carolina Reaper on Pepper Atlas',
      url: `${window.location.origin}/peppers/carolina-reaper`,
    });
  });

  it('copies the link where the browser cannot share', async () => {
    storeLanguage('en');
    stubShare(undefined);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp({ route: '/peppers', mocks: catalogueMocks() });
    fireEvent.click(await screen.findByRole('button', { name: 'Share Jalapeño' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/peppers/jalapeno`);
  });
});
