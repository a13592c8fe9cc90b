import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { GraphiQLExplorer } from '@/modules/admin/components/GraphiQLExplorer';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

/** Loaded lazily by the router: GraphiQL and its editor are a large chunk of their own. */
export function GraphiQLPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('graphiql.pageTitle'));
  // The admin panel's link says so: the signed-in admin's token goes into the headers editor.
  const fromAdmin = (useLocation().state as { fromAdmin?: boolean } | null)?.fromAdmin === true;
  return (
    <section className="graphiql-page" aria-label={t('graphiql.heading')}>
      <h1 className="visually-hidden">{t('graphiql.heading')}</h1>
      <GraphiQLExplorer showToken={fromAdmin} />
    </section>
  );
}
