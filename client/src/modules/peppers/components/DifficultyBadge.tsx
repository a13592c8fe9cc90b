import { normalizeDifficulty } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';

export interface DifficultyBadgeProps {
  difficulty: string;
}

export function DifficultyBadge({ difficulty }: DifficultyBadgeProps) {
  const { t } = useTranslation('peppers');
  const level = normalizeDifficulty(difficulty);
  const label = level ? t(`difficulty.${level}`) : difficulty;
  return (
    <span className={`badge difficulty-badge difficulty-badge--${level?.toLowerCase() ?? 'unknown'}`} title={t('card.difficulty')}>
      <span className="visually-hidden">{t('card.difficulty')}: </span>
      {label}
    </span>
  );
}
