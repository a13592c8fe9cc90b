import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { Theme } from '@pepper-atlas/domain';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SsrContext, type SsrRender } from '@/core/ssr/SsrContext';
import { ThemeProvider } from '@/core/theme/ThemeProvider';

export interface AppProvidersProps {
  i18n: i18n;
  client: ApolloClient;
  children: ReactNode;
  /** A server render, or the browser's hydration of one: what the server assumed (see SsrRender). */
  ssr?: SsrRender | null;
  /** The theme the server rendered in (see ThemeProvider). */
  initialTheme?: Theme;
}

export function AppProviders({ i18n, client, children, ssr = null, initialTheme }: AppProvidersProps) {
  return (
    <SsrContext value={ssr}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider initialTheme={initialTheme}>
          <ApolloProvider client={client}>{children}</ApolloProvider>
        </ThemeProvider>
      </I18nextProvider>
    </SsrContext>
  );
}
