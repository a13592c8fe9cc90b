import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/modules/ui/lazyComponent';
import type { PostHistoryDialogProps } from './PostHistoryDialog';

/** Opened from the mark: a chunk of its own, loaded on the first press. */
const PostHistoryDialog = lazyComponent('PostHistoryDialog', () => import('./PostHistoryDialog').then((m) => m.PostHistoryDialog), null);

export interface EditedMarkProps extends Omit<PostHistoryDialogProps, 'onClose'> {
  /** How many earlier versions the post's edits kept: with any, the mark opens them. */
  versionsCount: number;
  /** Edited without a kept version (within the grace time): the mark alone. */
  edited: boolean;
}

/** A post's "(edited)" mark: a button that opens its edit history when its edits kept versions, else plain text. */
export function EditedMark({ versionsCount, edited, ...post }: EditedMarkProps) {
  const { t } = useTranslation('forum');
  const [open, setOpen] = useState(false);
  if (versionsCount === 0) return edited ? <span className="comment__edited">{t('comments.edited')}</span> : null;
  return (
    <>
      <button type="button" className="comment__edited comment__edited--history" aria-haspopup="dialog" aria-label={t('history.open')} onClick={() => setOpen(true)}>
        {t('comments.edited')}
      </button>
      {open && <PostHistoryDialog {...post} onClose={() => setOpen(false)} />}
    </>
  );
}
