import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { AppLayout } from '@/modules/layout/components/AppLayout';
import { RouteErrorBoundary } from '@/modules/layout/components/RouteErrorBoundary';
import { lazyComponent } from '@/modules/ui/lazyComponent';
import { ROUTES, type PageName } from './routeTable';

const PAGE_MODULES = import.meta.glob<Record<string, ComponentType<Record<string, unknown>>>>('../pages/*Page.tsx');

/** Every page is a chunk of its own, loaded when its route is first shown (the layout's Suspense shows the loading state). */
function lazyPage(page: PageName): ComponentType<Record<string, unknown>> {
  const load = PAGE_MODULES[`../pages/${page}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${page}.tsx`);
  return lazyComponent(page, () => load().then((module) => module[page] as ComponentType<Record<string, unknown>>));
}

const pages = new Map<PageName, ComponentType<Record<string, unknown>>>();

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: ROUTES.map(({ path, page, props }) => {
      let Page = pages.get(page);
      if (!Page) pages.set(page, (Page = lazyPage(page)));
      const element = <Page {...props} />;
      return path === '' ? { index: true, element } : { path, element };
    }),
  },
];

/**
 * The app's routes (a plain router, not a data router: nothing here loads data through the router,
 * and the declarative router is a fraction of the size). Errors: the layout catches a failing page
 * inside the frame; this boundary catches a failing frame.
 */
export function AppRoutes() {
  return <RouteErrorBoundary standalone>{useRoutes(appRoutes)}</RouteErrorBoundary>;
}
