import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/core/i18n/useLanguage';
import { contentPath, type ContentKind } from '@/modules/content/utils/contentKinds';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { contentTitles, type AdminContentEntry } from '../utils/contentForm';

export interface ContentListProps {
  kind: ContentKind;
  entries: readonly AdminContentEntry[];
  /** Entries whose publish toggle is on its way. */
  pendingIds: ReadonlySet<string>;
  /** The list is being fetched again. */
  busy: boolean;
  onEdit: (entry: AdminContentEntry) => void;
  onTogglePublished: (entry: AdminContentEntry) => void;
  onDelete: (entry: AdminContentEntry) => void;
}

/**
 * The entries of a kind as cards (they wrap, so a phone never scrolls sideways): the title in the reader's language
 * with the other language's under it, published or draft, the last save, and the entry's actions.
 */
export function ContentList({ kind, entries, pendingIds, busy, onEdit, onTogglePublished, onDelete }: ContentListProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const formatDate = useFormatDate();

  return (
    <ul className="admin-content-list" aria-label={t(`content.listLabel.${kind}`)} aria-busy={busy || undefined}>
      {entries.map((entry) => {
        const { item } = entry;
        const { title, other, otherLang } = contentTitles(item, language);
        const pending = pendingIds.has(item.id);
        return (
          <li key={item.id} className="admin-content-card" data-draft={!item.published || undefined}>
            <div className="admin-content-card__text">
              <h3 className="admin-content-card__title" lang={otherLang === 'he' ? 'en' : 'he'} dir="auto">
                {title}
              </h3>
              {other && other !== title && (
                <p className="admin-content-card__other" lang={otherLang} dir="auto">
                  {other}
                </p>
              )}
              <p className="admin-content-card__meta">
                <span className={`badge status-badge status-badge--${item.published ? 'active' : 'draft'}`}>
                  {t(item.published ? 'content.status.published' : 'content.status.draft')}
                </span>
                <span>{t('content.savedAt', { date: formatDate(item.updatedAt) })}</span>
              </p>
            </div>
            <div className="admin-content-card__actions">
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('content.actions.editEntry', { title })}
                onClick={() => onEdit(entry)}
              >
                {t('content.actions.edit')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t(item.published ? 'content.actions.unpublishEntry' : 'content.actions.publishEntry', { title })}
                disabled={pending}
                aria-busy={pending || undefined}
                onClick={() => onTogglePublished(entry)}
              >
                {t(item.published ? 'content.actions.unpublish' : 'content.actions.publish')}
              </button>
              {item.published && (
                <Link
                  to={contentPath(kind, item.slug)}
                  className="button button--ghost button--small"
                  aria-label={t('content.actions.viewEntry', { title })}
                >
                  {t('content.actions.view')}
                </Link>
              )}
              <button
                type="button"
                className="button button--ghost button--small admin-content-card__delete"
                aria-label={t('content.actions.deleteEntry', { title })}
                onClick={() => onDelete(entry)}
              >
                {t('content.actions.delete')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
