import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@/core/theme/ThemeProvider';

export interface AppProvidersProps {
  i18n: i18n;
  client: ApolloClient;
  children: ReactNode;
}

export function AppProviders({ i18n, client, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
