import { useTranslation } from 'react-i18next';
import { HeartIcon } from './catalogueIcons';

export interface FavoriteButtonProps {
  name: string;
  pressed: boolean;
  onToggle: () => void;
  /** Shows the word next to the heart (dialogs); cards show the heart alone. */
  withLabel?: boolean;
}

/** A toggle button: pressed while the pepper is a favorite. */
export function FavoriteButton({ name, pressed, onToggle, withLabel = false }: FavoriteButtonProps) {
  const { t } = useTranslation('peppers');
  const label = t('favorites.toggle', { name });
  return (
    <button
      type="button"
      className={`icon-toggle favorite-button${withLabel ? ' icon-toggle--labelled' : ''}`}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <HeartIcon width={18} height={18} fill={pressed ? 'currentColor' : 'none'} />
      {withLabel && <span aria-hidden="true">{t('favorites.button')}</span>}
    </button>
  );
}
