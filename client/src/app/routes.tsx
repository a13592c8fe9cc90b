import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { AppLayout } from '@/modules/layout/components/AppLayout';
import { RouteErrorBoundary } from '@/modules/layout/components/RouteErrorBoundary';
import { lazyComponent } from '@/modules/ui/lazyComponent';
import { isQuickLook } from '@/modules/peppers/hooks/useOpenPepper';
import type { Namespace } from '@/core/i18n/namespaces';
import { ROUTES, type PageName } from './routeTable';

type PageModule = Record<string, ComponentType<Record<string, unknown>>>;
/**
 * The pages' modules. The server renders only the pages a guest can read (SSR_PAGES), so its build leaves the
 * others out (the admin panel, GraphiQL's editor: megabytes the server would never run).
 */
const PAGE_MODULES = import.meta.env.SSR
  ? import.meta.glob<PageModule>(['../pages/*Page.tsx', '!../pages/{Admin,GraphiQL,Profile,Notifications,NewTopic}Page.tsx'])
  : import.meta.glob<PageModule>('../pages/*Page.tsx');

/** Every page is a chunk of its own, loaded when its route is first shown (the layout's Suspense shows the loading state). */
function lazyPage(page: PageName): ComponentType<Record<string, unknown>> {
  return lazyComponent(page, () => loadPage(page).then((module) => module[page] as ComponentType<Record<string, unknown>>));
}

/** A page's module (fetched once: a second call answers from the first). */
function loadPage(page: PageName) {
  const load = PAGE_MODULES[`../pages/${page}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${page}.tsx`);
  return load();
}

interface RoutePageProps {
  page: PageName;
  Page: ComponentType<Record<string, unknown>>;
  props?: Record<string, unknown>;
  namespaces: readonly Namespace[];
  /** The page a quick look's history entry shows instead (RouteEntry.quickLookOver). */
  over?: { page: PageName; Page: ComponentType<Record<string, unknown>> };
}

/**
 * A route's page once its translations are there: the route's namespaces load together, before the page is first shown
 * (in the layout's loading state). Left to each component, a part drawn later (the hottest peppers' cards with their
 * data) suspended on its namespace after the page was shown, and the layout's loading state hid the whole page again.
 */
function RoutePage({ page, Page, props, namespaces, over }: RoutePageProps) {
  const { state } = useLocation();
  const shown = over && isQuickLook(state) ? over : { page, Page };
  // The page's code downloads meanwhile, not after its translations.
  void loadPage(shown.page).catch(() => undefined);
  useTranslation(namespaces.length > 0 ? [...namespaces] : undefined);
  return <shown.Page {...props} />;
}

const pages = new Map<PageName, ComponentType<Record<string, unknown>>>();

/** One component per page, whichever routes show it: React keeps it mounted from one of them to another. */
function pageComponent(page: PageName): ComponentType<Record<string, unknown>> {
  let Page = pages.get(page);
  if (!Page) pages.set(page, (Page = lazyPage(page)));
  return Page;
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: ROUTES.map(({ path, page, props, namespaces, quickLookOver }) => {
      const over = quickLookOver && { page: quickLookOver, Page: pageComponent(quickLookOver) };
      const element = <RoutePage page={page} Page={pageComponent(page)} props={props} namespaces={namespaces} over={over} />;
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
