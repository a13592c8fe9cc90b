import { useParams } from 'react-router-dom';
import { ContentArticle } from '@/modules/content/components/ContentArticle';
import type { ContentKind } from '@/modules/content/utils/contentKinds';

export interface ContentEntryPageProps {
  kind: ContentKind;
}

/** `/news/<slug>`, `/recipes/<slug>`, `/guides/<slug>`: one entry's page. */
export function ContentEntryPage({ kind }: ContentEntryPageProps) {
  const { slug = '' } = useParams();
  return <ContentArticle key={`${kind}/${slug}`} kind={kind} slug={slug} />;
}
