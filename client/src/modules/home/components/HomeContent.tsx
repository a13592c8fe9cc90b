import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { HomeContentDocument } from '@/generated/graphql';
import { ContentGrid } from '@/modules/content/components/ContentGrid';
import { ContentSection } from '@/modules/content/components/ContentSection';
import {
  guideEntries,
  newsEntries,
  recipeEntries,
  type ContentEntry,
  type ContentKind,
} from '@/modules/content/utils/contentKinds';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';

/** Cards per home section; 'view all' leads to the rest. */
export const HOME_CONTENT_COUNT = 3;

/** News and events, recipes and guides on the home page, fetched together in one request. */
export function HomeContent() {
  const { t } = useTranslation('content');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { data, loading, error, refetch } = useQuery(HomeContentDocument, {
    variables: { take: HOME_CONTENT_COUNT },
    notifyOnNetworkStatusChange: true,
  });

  const sections: { kind: ContentKind; entries: ContentEntry[] }[] = [
    { kind: 'news', entries: newsEntries(data?.newsEvents.items ?? []) },
    { kind: 'recipes', entries: recipeEntries(data?.recipes.items ?? []) },
    { kind: 'guides', entries: guideEntries(data?.guides.items ?? []) },
  ];

  const renderSection = (kind: ContentKind, entries: ContentEntry[]) => {
    if (loading) return <SkeletonGrid count={HOME_CONTENT_COUNT} className="content-grid" />;
    if (error) {
      return (
        <StateMessage
          tone="error"
          headingLevel={3}
          title={t(`${kind}.error`)}
          actions={
            <button type="button" className="button button--primary" onClick={() => refetch().catch(() => undefined)}>
              {tCommon('actions.tryAgain')}
            </button>
          }
        >
          <p>{tErrors(errorMessageKey(error))}</p>
        </StateMessage>
      );
    }
    if (entries.length === 0) return <StateMessage tone="empty" headingLevel={3} title={t(`${kind}.empty`)} />;
    return <ContentGrid entries={entries} label={t(`${kind}.title`)} />;
  };

  return (
    <>
      {sections.map(({ kind, entries }) => (
        <ContentSection key={kind} kind={kind}>
          {renderSection(kind, entries)}
        </ContentSection>
      ))}
    </>
  );
}
