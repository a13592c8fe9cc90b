import { useTranslation } from 'react-i18next';
import type { CataloguePepperFieldsFragment } from '@/generated/graphql';
import { FavoriteButton } from './FavoriteButton';
import { ShareButton } from './ShareButton';

export interface PepperCardActionsProps {
  pepper: CataloguePepperFieldsFragment;
  /** The name as shown (Hebrew or English), for the buttons' accessible names. */
  name: string;
  isFavorite: boolean;
  onToggleFavorite: (pepper: CataloguePepperFieldsFragment) => void;
  onShare: (pepper: CataloguePepperFieldsFragment) => void;
  isCompared: boolean;
  onToggleCompare: (id: string) => void;
}

/** Favorite, share and compare, at the foot of a card. */
export function PepperCardActions({
  pepper,
  name,
  isFavorite,
  onToggleFavorite,
  onShare,
  isCompared,
  onToggleCompare,
}: PepperCardActionsProps) {
  const { t } = useTranslation('peppers');
  return (
    <div className="pepper-card__actions">
      <FavoriteButton name={name} pressed={isFavorite} onToggle={() => onToggleFavorite(pepper)} />
      <ShareButton name={name} onShare={() => onShare(pepper)} />
      <label className="pepper-card__compare">
        <input type="checkbox" checked={isCompared} onChange={() => onToggleCompare(pepper.id)} />
        <span>
          {t('compare.toggle')}
          <span className="visually-hidden"> {name}</span>
        </span>
      </label>
    </div>
  );
}
