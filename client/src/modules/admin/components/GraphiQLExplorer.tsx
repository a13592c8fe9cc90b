import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { useTheme } from '@/app/theme/useTheme';
import { CSRF_HEADERS, GRAPHQL_PATH } from '@/app/apollo/links';
import { getAuthToken } from '@/modules/auth/session/sessionStore';
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

/** The GraphiQL IDE, bundled (no CDN), following the site theme. */
export function GraphiQLExplorer() {
  const { theme } = useTheme();
  return (
    <div className="graphiql-explorer" dir="ltr">
      <GraphiQL fetcher={fetcher} forcedTheme={theme} />
    </div>
  );
}
