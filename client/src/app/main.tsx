import type { ApolloClient } from '@apollo/client';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createSessionRejectedHandler } from '@/modules/auth/session/endSession';
import { pushNotice } from '@/modules/ui/notices/noticeStore';
import { AppProviders } from './AppProviders';
import { createApolloClient } from '@/core/apollo/createApolloClient';
import { createAppI18n } from './createAppI18n';
import { readInitialLanguage } from '@/core/i18n/language';
import { keepPreferenceCookie } from '@/core/ssr/preferenceCookies';
import { APP_READY_MARK, knowCountryNames, STORAGE_KEYS } from '@pepper-atlas/domain';
import { readSsrState } from '@/core/ssr/ssrState';
import { getSession } from '@/core/session/sessionStore';
import { createRouterHandle } from './routerHandle';
import { AppRoutes } from './routes';
import { isQuickLook } from '@/modules/peppers/hooks/useOpenPepper';
import './global.css';

// Scripts run (the boot script says so first in a build; here for `npm run dev`): see Header.css.
document.documentElement.setAttribute('data-js', '');

// A page the server rendered is hydrated in the language it was drawn in (?lang=, else the language cookie).
const ssrState = readSsrState();
const language = readInitialLanguage(ssrState?.language);
// The server renders the next page in it (kept before anything waits: a later choice must not be overwritten).
keepPreferenceCookie(STORAGE_KEYS.language, language);
const i18n = await createAppI18n(ssrState?.language ?? language);
// A quick look's history entry reloaded (the catalogue with a pepper over it, the mark kept by the browser): the server
// drew the pepper's page, so that is what hydrates, and the entry loses the mark.
const entry = history.state as { usr?: unknown } | null;
if (ssrState && isQuickLook(entry?.usr)) history.replaceState({ ...entry, usr: null }, '');
const router = createRouterHandle();
const client: ApolloClient = createApolloClient({
  getLanguage: () => i18n.language,
  onUnauthenticated: createSessionRejectedHandler(
    () => client,
    () => router.navigate('/', { replace: true }),
    () => pushNotice('info', i18n.t('auth:session.ended')),
  ),
});
// The data the server drew the page with: the first render draws the same, with no request (a guest's queries keep to
// it while the page hydrates: ServerAnswersWhileHydrating).
if (ssrState) {
  knowCountryNames(ssrState.language, ssrState.countryNames);
  client.cache.restore(ssrState.apollo as Parameters<typeof client.cache.restore>[0]);
  if (!getSession()) client.prioritizeCacheValues = true;
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <AppReady>
      <AppProviders i18n={i18n} client={client} ssr={ssrState && { wide: ssrState.wide, origin: ssrState.origin, status: 200 }} initialTheme={ssrState?.theme}>
        {/* URL changes apply at once (as the data router did): inputs bound to the URL never lag behind a click. */}
        <BrowserRouter useTransitions={false}>
          <router.Bridge />
          <AppRoutes />
          {ssrState && language !== ssrState.language && <LanguageAfterHydration />}
          {ssrState && (getSession() ? <MemberAnswersAfterHydration apollo={client} /> : <ServerAnswersWhileHydrating apollo={client} />)}
        </BrowserRouter>
      </AppProviders>
    </AppReady>
  </StrictMode>
);

/**
 * The app has drawn (or hydrated) its first page and run its effects (this one last: effects run inside out, and this
 * component holds all the others): a User Timing mark, for the reader's browser tools and for the browser tests (a
 * server-drawn page's code arrives after its first paint, so the page's load event no longer says it is there).
 */
function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => void performance.mark(APP_READY_MARK), []);
  return children;
}

/**
 * A reader whose stored language lacked its cookie got the page in the server's language: once it is hydrated (the
 * page's namespaces are known then), the stored language, loaded before the switch (no loading state between).
 */
function LanguageAfterHydration() {
  useEffect(() => void i18n.changeLanguage(language), []);
  return null;
}

/**
 * A guest's page was drawn by the server a moment ago, with the answers it hands over: while it hydrates, a query that
 * would also ask the network ('cache-and-network', 'network-only') takes those answers and sends nothing (the same
 * lists again would cost the phone a second render and the server a second query). Once the page has hydrated, and a
 * second more for the parts whose code arrives later, queries ask the network as they always do.
 */
function ServerAnswersWhileHydrating({ apollo }: { apollo: ApolloClient }) {
  useEffect(() => {
    const timer = setTimeout(() => (apollo.prioritizeCacheValues = false), SERVER_ANSWERS_AFTER_HYDRATION_MS);
    return () => clearTimeout(timer);
  }, [apollo]);
  return null;
}
const SERVER_ANSWERS_AFTER_HYDRATION_MS = 1_000;

/**
 * A member's first page came drawn for a guest: each of its queries asks again, with the member's session (favorites,
 * likes), once it is active. Only once the page has hydrated (an answer that came while it hydrated would make React
 * draw the page afresh, dropping the server's elements). Parts of the page hydrate later (their code arrives after the
 * frame's), so the active queries are looked at for a few seconds, each refetched once.
 */
function MemberAnswersAfterHydration({ apollo }: { apollo: ApolloClient }) {
  useEffect(() => {
    const refreshed = new WeakSet<object>();
    let rounds = 0;
    const timer = setInterval(() => {
      for (const query of apollo.getObservableQueries('active')) {
        if (refreshed.has(query)) continue;
        refreshed.add(query);
        void query.refetch().catch(() => undefined);
      }
      if (++rounds >= 30) clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, [apollo]);
  return null;
}

if (ssrState) {
  // The server's HTML becomes the app where it stands (nothing is drawn again). Then what the server could not know:
  // a reader whose stored language lacked its cookie, and a member's own answers (favorites, likes) in place of a guest's.
  // In a transition, hydration yields to the browser every few milliseconds (a slow phone gets no long task from it, and
  // a tap meanwhile hydrates its part of the page first).
  startTransition(() => {
    hydrateRoot(container, app, {
      // A mismatch is a defect (React then draws the page again on its own): the browser tests fail on this message.
      onRecoverableError: (error, info) => console.error('Hydration mismatch:', error, info.componentStack),
    });
  });
} else {
  const root = createRoot(container);
  // The first render is interruptible: it yields to the browser every few milliseconds (no long task
  // while a slow phone draws the page for the first time).
  startTransition(() => root.render(app));
}
