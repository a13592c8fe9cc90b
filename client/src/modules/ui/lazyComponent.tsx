import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useSsrRender } from '@/core/ssr/SsrContext';

const loaders: Array<[name: string, load: () => Promise<unknown>]> = [];

/**
 * A component whose code is a chunk of its own, fetched the first time it renders (a page, a
 * dialog, a panel below the fold). Where its code is already there when it mounts, it renders
 * directly, without suspending. `fallback`: what shows meanwhile (no Suspense boundary of its own when left out: the
 * nearest one shows its state, e.g. the page loading state of the layout).
 */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  fallback?: ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed download may be retried on the next render
        throw error;
      },
    ));
  loaders.push([name, loadOnce]);
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));

  function LazyComponent(props: P) {
    // The server notes it: the page's head gets its style sheets (no unstyled moment before its code arrives).
    useSsrRender()?.drawn?.add(name);
    // Decided once per mount: switching between the two would remount the whole subtree.
    const [Loaded] = useState(() => loaded);
    const component = Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
    // The same boundary either way: a page the server drew (code loaded) hydrates where the browser's is still loading.
    return fallback === undefined ? component : <Suspense fallback={fallback}>{component}</Suspense>;
  }
  LazyComponent.displayName = `Lazy(${name})`;
  return LazyComponent;
}

/**
 * Loads the code of every lazy component declared so far, and of those their code declares, but
 * those `skip` names (component tests render at once).
 */
export async function preloadLazyComponents(skip: (name: string) => boolean = () => false): Promise<void> {
  let done = 0;
  while (done < loaders.length) {
    const batch = loaders.slice(done);
    done = loaders.length;
    await Promise.all(batch.filter(([name]) => !skip(name)).map(([, load]) => load()));
  }
}
