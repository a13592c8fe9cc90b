import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../components/icons';
import { dismissNotice, getNotices, subscribeToNotices } from './noticeStore';
import './NoticeRegion.css';

/**
 * The notices on screen. The region is always in the document so screen readers announce what
 * is added to it; errors are announced assertively.
 */
export function NoticeRegion() {
  const { t } = useTranslation();
  const notices = useSyncExternalStore(subscribeToNotices, getNotices, getNotices);

  return (
    <div className="notice-region" aria-live="polite" aria-relevant="additions text">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <p className="notice__text">{notice.text}</p>
          {notice.action && (
            <button
              type="button"
              className="button button--ghost button--small notice__action"
              onClick={() => {
                dismissNotice(notice.id);
                notice.action?.onAction();
              }}
            >
              {notice.action.label}
            </button>
          )}
          <button
            type="button"
            className="notice__close"
            aria-label={t('actions.dismiss')}
            onClick={() => dismissNotice(notice.id)}
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
