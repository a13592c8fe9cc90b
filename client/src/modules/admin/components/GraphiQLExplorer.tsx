import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { useTheme } from '@/core/theme/useTheme';
import { CSRF_HEADERS, GRAPHQL_PATH } from '@/core/apollo/links';
import { getAuthToken } from '@/core/session/sessionStore';
import { authHeaders, exampleTabs } from '../graphiqlExamples';
import './GraphiQLExplorer.css';

/** Same endpoint and headers as the app's Apollo client; headers typed in the IDE win. */
const fetcher: GraphiQLProps['fetcher'] = async (params, options) => {
  const token = getAuthToken();
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...CSRF_HEADERS,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...options?.headers,
    },
    body: JSON.stringify(params),
  });
  return response.json();
};

/** GraphiQL keeps its tabs in localStorage under its own namespace once it has been opened. */
function hasStoredTabs(): boolean {
  try {
    return localStorage.getItem('graphiql:tabState') !== null;
  } catch {
    return false;
  }
}

export interface GraphiQLExplorerProps {
  /** Opened from the admin panel: the signed-in user's token is written in the headers editor. */
  showToken?: boolean;
}

/**
 * The GraphiQL IDE, bundled (no CDN), following the site theme, with example operations in its
 * first tabs. Headers are not persisted: a token shown here stays out of GraphiQL's storage.
 */
export function GraphiQLExplorer({ showToken = false }: GraphiQLExplorerProps) {
  const { theme } = useTheme();
  const headers = showToken ? authHeaders(getAuthToken()) : undefined;
  const tabs = exampleTabs(headers);
  return (
    <div className="graphiql-explorer" dir="ltr">
      <GraphiQL
        fetcher={fetcher}
        forcedTheme={theme}
        defaultTabs={tabs}
        // GraphiQL opens its first default tab with that tab's query but not its variables: give them,
        // on the first visit only (afterwards the stored tabs, and the variables typed in them, win).
        initialVariables={hasStoredTabs() ? undefined : tabs[0]?.variables}
        initialHeaders={headers}
        defaultHeaders={headers}
        // Opened from the admin panel, the token is what to see first (GraphiQL shows the variables when it has both).
        defaultEditorToolsVisibility={headers ? 'headers' : undefined}
        shouldPersistHeaders={false}
      />
    </div>
  );
}
