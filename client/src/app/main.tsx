import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { clearSession } from '@/modules/auth/session/sessionStore';
import { AppProviders } from './AppProviders';
import { createApolloClient } from './apollo/createApolloClient';
import { createI18n } from './i18n/createI18n';
import { readStoredLanguage } from './i18n/language';
import { appRoutes } from './routes';
import './global.css';

const i18n = createI18n(readStoredLanguage());
const router = createBrowserRouter(appRoutes);
const client = createApolloClient({
  getLanguage: () => i18n.language,
  onUnauthenticated: () => {
    clearSession();
    void router.navigate('/', { replace: true });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n} client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
