import type { ApolloClient } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createSessionRejectedHandler } from '@/modules/auth/session/endSession';
import { pushNotice } from '@/modules/ui/notices/noticeStore';
import { AppProviders } from './AppProviders';
import { createApolloClient } from '@/core/apollo/createApolloClient';
import { createAppI18n } from './createAppI18n';
import { seedPrefetchedAnswers } from '@/core/prefetch/seedPrefetched';
import { readInitialLanguage } from '@/core/i18n/language';
import { createRouterHandle } from './routerHandle';
import { AppRoutes } from './routes';
import './global.css';

const i18n = await createAppI18n(readInitialLanguage());
const router = createRouterHandle();
const client: ApolloClient = createApolloClient({
  getLanguage: () => i18n.language,
  onUnauthenticated: createSessionRejectedHandler(
    () => client,
    () => router.navigate('/', { replace: true }),
    () => pushNotice('info', i18n.t('auth:session.ended')),
  ),
});
void seedPrefetchedAnswers(client);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);
// The first render is interruptible: it yields to the browser every few milliseconds (no long task
// while a slow phone draws the page for the first time).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders i18n={i18n} client={client}>
        {/* URL changes apply at once (as the data router did): inputs bound to the URL never lag behind a click. */}
        <BrowserRouter useTransitions={false}>
          <router.Bridge />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
