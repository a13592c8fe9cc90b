import { normalizeDifficulty } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';

export interface DifficultyBadgeProps {
  difficulty: string;
}

/**
 * The growing difficulty beside the heat badge: named ("Difficulty: Medium") and outlined, so "Medium" next to
 * "Extremely Hot" does not read as a second heat.
 */
export function DifficultyBadge({ difficulty }: DifficultyBadgeProps) {
  const { t } = useTranslation('peppers');
  const level = normalizeDifficulty(difficulty);
  const label = level ? t(`difficulty.${level}`) : difficulty;
  return (
    <span className={`badge difficulty-badge difficulty-badge--${level?.toLowerCase() ?? 'unknown'}`} title={t('card.difficulty')}>
      {t('card.difficultyChip', { level: label })}
    </span>
  );
}
