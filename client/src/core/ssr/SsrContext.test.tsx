import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrating } from './SsrContext';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders: boolean[] = [];
function Probe() {
  const hydrating = useHydrating();
  renders.push(hydrating);
  return <p>{hydrating ? 'hydrating' : 'drawn'}</p>;
}

describe('useHydrating', () => {
  const container = document.createElement('div');
  afterEach(() => {
    renders.length = 0;
    container.innerHTML = '';
  });

  it("draws the server's value where the server renders and while the browser hydrates, then false", async () => {
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('hydrating');
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('drawn');
    // The server's render, the hydration, and one render after it (asked for by the effect, in a transition).
    expect(renders).toEqual([true, true, false]);
    act(() => root.unmount());
  });

  it('is false from the first render of a page the browser draws itself', async () => {
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(container.textContent).toBe('drawn');
    expect(renders).toEqual([false]);
    act(() => root.unmount());
  });
});
