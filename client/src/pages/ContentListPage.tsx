import { useTranslation } from 'react-i18next';
import { ContentCollection } from '@/modules/content/components/ContentCollection';
import type { ContentKind } from '@/modules/content/utils/contentKinds';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export interface ContentListPageProps {
  kind: ContentKind;
}

/** 'View all' of news and events, recipes or guides. */
export function ContentListPage({ kind }: ContentListPageProps) {
  const { t } = useTranslation('content');
  useDocumentTitle(t(`${kind}.pageTitle`), t(`${kind}.intro`));
  return (
    <div className="container">
      <ContentCollection key={kind} kind={kind} />
    </div>
  );
}
