import { useTranslation } from 'react-i18next';
import { ThumbUpIcon } from '@/modules/ui/components/icons';
import { numberFormat } from '@/modules/ui/utils/intl';

export interface LikeButtonProps {
  liked: boolean;
  likes: number;
  busy: boolean;
  onToggle: () => void;
}

/** Like toggle with the like count. */
export function LikeButton({ liked, likes, busy, onToggle }: LikeButtonProps) {
  const { t, i18n } = useTranslation('peppers');
  const count = numberFormat(i18n.language).format(likes);
  return (
    <button
      type="button"
      className="button button--small like-button"
      aria-pressed={liked}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onToggle}
    >
      <ThumbUpIcon width={16} height={16} fill={liked ? 'currentColor' : 'none'} />
      {t('like.button')}
      <span className="like-button__count">
        <span className="visually-hidden">, </span>
        {t('like.count', { count: likes, formatted: count })}
      </span>
    </button>
  );
}
