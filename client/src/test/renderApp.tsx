import type { ApolloClient, ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { STORAGE_KEYS } from '@pepper-atlas/domain';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApolloClient } from '@/core/apollo/createApolloClient';
import { installLiveLink } from '@/modules/live/liveLink';
import { AppProviders } from '@/app/AppProviders';
import { createI18n } from '@/core/i18n/createI18n';
import { readStoredLanguage } from '@/core/i18n/language';
import { createRouterHandle } from '@/app/routerHandle';
import { AppRoutes } from '@/app/routes';
import { createSessionRejectedHandler } from '@/modules/auth/session/endSession';
import type { SessionUser } from '@/core/session/sessionStore';
import { pushNotice } from '@/modules/ui/notices/noticeStore';

export interface RenderAppOptions {
  /** Initial history entry: a path, or a path with navigation state. */
  route?: string | { pathname: string; state?: unknown };
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Wraps the mock link (a test that holds a request back, say). */
  wrapLink?: (mockLink: ApolloLink) => ApolloLink;
  /** Where subscriptions go (a test sends live events with `simulateResult`); by default one that never sends any. */
  subscriptionLink?: ApolloLink;
}

/**
 * Renders the whole app (providers, routes, layout) at a route, with Apollo answered by mocks.
 * A rejected session is handled as in main.tsx.
 */
export function renderApp({ route = '/', mocks = [], wrapLink = (link) => link, subscriptionLink = new MockSubscriptionLink() }: RenderAppOptions = {}) {
  const i18n = createI18n(readStoredLanguage());
  const router = createRouterHandle();
  const client: ApolloClient = createApolloClient({
    getLanguage: () => i18n.language,
    onUnauthenticated: createSessionRejectedHandler(
      () => client,
      () => router.navigate('/', { replace: true }),
      () => pushNotice('info', i18n.t('auth:session.ended')),
    ),
    terminatingLink: wrapLink(new MockLink(mocks, { showWarnings: false })),
  });
  installLiveLink(client, subscriptionLink);
  const view = render(
    <AppProviders i18n={i18n} client={client}>
      <MemoryRouter initialEntries={[route]} useTransitions={false}>
        <router.Bridge />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, i18n, client };
}

export function storeSession(user: Partial<SessionUser> & Pick<SessionUser, 'role' | 'isActive'>): void {
  localStorage.setItem(STORAGE_KEYS.authToken, 'test-token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: '1', username: 'dana', firstName: 'Dana', lastName: 'Levi', ...user }));
}

export function storeLanguage(language: string): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
}
