import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';
import './DevelopersPage.css';
import { useSsrRender } from '@/core/ssr/SsrContext';

const ERROR_CODES = ['API_KEY_INVALID', 'API_KEY_EXPIRED', 'API_KEY_REVOKED', 'INSUFFICIENT_SCOPE', 'TOO_MANY_REQUESTS', 'BAD_USER_INPUT'] as const;
const SCOPES = ['read', 'write', 'admin'] as const;

/** The examples use this site's own address, so they can be pasted as they are. */
function examples(origin: string) {
  const query = '{ peppers(take: 3) { totalItems items { name shu } } }';
  return {
    curl: `curl ${origin}/graphql \\
  -H 'Authorization: Bearer pa_YOUR_KEY' \\
  -H 'Content-Type: application/json' \\
  -d '${JSON.stringify({ query })}'`,
    fetch: `const res = await fetch('${origin}/graphql', {
  method: 'POST',
  headers: {
    Authorization: 'Bearer pa_YOUR_KEY',
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({ query: '${query}' }),
});
const { data, errors, extensions } = await res.json();
console.log(data.peppers, extensions.cost);`,
    rateLimit: '{ rateLimit { limit remaining resetAt cost } }',
  };
}

/** /developers: what the public API offers, a key, a first query (curl, fetch), scopes, budgets and errors. */
export function DevelopersPage() {
  const { t } = useTranslation('profile', { keyPrefix: 'developers' });
  useDocumentTitle(t('pageTitle'));
  // The server renders this page too: it names the address the reader came by.
  const code = examples(useSsrRender()?.origin || window.location.origin);
  return (
    <article className="container developers">
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <ul className="developers__links">
        <li>
          <a href="/graphiql">{t('links.ide')}</a>
        </li>
        <li>
          <a href="/api/docs">{t('links.rest')}</a>
        </li>
        <li>
          <Link to="/profile">{t('links.profile')}</Link>
        </li>
      </ul>

      <section aria-labelledby="developers-keys">
        <h2 id="developers-keys">{t('keys.heading')}</h2>
        <p>{t('keys.body')}</p>
        <pre dir="ltr">
          <code>Authorization: Bearer pa_…</code>
        </pre>
      </section>

      <section aria-labelledby="developers-first">
        <h2 id="developers-first">{t('first.heading')}</h2>
        <p>{t('first.curl')}</p>
        <pre dir="ltr">
          <code>{code.curl}</code>
        </pre>
        <p>{t('first.fetch')}</p>
        <pre dir="ltr">
          <code>{code.fetch}</code>
        </pre>
      </section>

      <section aria-labelledby="developers-scopes">
        <h2 id="developers-scopes">{t('scopes.heading')}</h2>
        <ul>
          {SCOPES.map((scope) => (
            <li key={scope}>{t(`scopes.${scope}`)}</li>
          ))}
        </ul>
        <p>{t('scopes.never')}</p>
      </section>

      <section aria-labelledby="developers-budgets">
        <h2 id="developers-budgets">{t('budgets.heading')}</h2>
        <p>{t('budgets.body')}</p>
        <p>{t('budgets.query')}</p>
        <pre dir="ltr">
          <code>{code.rateLimit}</code>
        </pre>
      </section>

      <section aria-labelledby="developers-errors">
        <h2 id="developers-errors">{t('errors.heading')}</h2>
        <p>{t('errors.body')}</p>
        <dl className="developers__errors">
          {ERROR_CODES.map((errorCode) => (
            <div key={errorCode}>
              <dt>
                <code dir="ltr">{errorCode}</code>
              </dt>
              <dd>{t(`errors.list.${errorCode}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
