import { useTranslation } from 'react-i18next';
import { ThumbUpIcon } from '@/modules/ui/components/icons';
import { numberFormat } from '@/modules/ui/utils/intl';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** Accessible name, e.g. "Like the topic" or "Like Noa's comment". */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** A heart toggle with its count: pressed when the signed-in member likes the item. */
export function LikeButton({ liked, count, label, onClick, disabled }: LikeButtonProps) {
  const { i18n } = useTranslation();
  return (
    <button
      type="button"
      className="forum-action like-button"
      aria-pressed={liked}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <ThumbUpIcon width={18} height={18} fill={liked ? 'currentColor' : 'none'} />
      <span aria-hidden="true">{numberFormat(i18n.language).format(count)}</span>
    </button>
  );
}
