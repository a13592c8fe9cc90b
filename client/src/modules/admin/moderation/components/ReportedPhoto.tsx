import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemovePostImageDocument, ReportsDocument, type ReportFieldsFragment } from '@/generated/graphql';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';

export interface ReportedPhotoProps {
  photo: NonNullable<ReportFieldsFragment['image']>;
}

/**
 * The photo a report points at (issue 36), with the button that removes it from its post (moderators and admins: the
 * author is told, the removal audited); once removed, only a note remains (its files are gone).
 */
export function ReportedPhoto({ photo }: ReportedPhotoProps) {
  const { t } = useTranslation('adminModeration');
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const [remove, { loading }] = useMutation(RemovePostImageDocument, { refetchQueries: [ReportsDocument], awaitRefetchQueries: true });
  const [removed, setRemoved] = useState(photo.removed);

  if (removed) return <p className="report-card__gone">{t('reports.card.photoRemoved')}</p>;

  const handleRemove = async () => {
    try {
      await remove({ variables: { id: photo.id } });
      setRemoved(true);
      notify.success(t('reports.card.photoRemovedNotice'));
    } catch (error) {
      notify.error(apiErrorText(readApiError(error), t('reports.card.photoRemoveFailed')));
    }
  };

  return (
    <figure className="report-card__photo">
      <img src={photo.thumbnailUrl} width={photo.width} height={photo.height} alt={photo.alt || t('reports.card.photo')} loading="lazy" />
      {photo.alt && <figcaption dir="auto">{photo.alt}</figcaption>}
      <button type="button" className="button button--danger-ghost button--small" onClick={() => void handleRemove()} aria-busy={loading || undefined} disabled={loading}>
        {loading ? t('reports.card.removingPhoto') : t('reports.card.removePhoto')}
      </button>
    </figure>
  );
}
