import type { HeatCategory } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import './heat.css';

export interface HeatBarProps {
  percent: number;
  category: HeatCategory;
}

/** SHU on a 0 to 100,000 scale (hotter peppers fill it). */
export function HeatBar({ percent, category }: HeatBarProps) {
  const { t } = useTranslation('peppers');
  return (
    <div
      className={`heat-bar heat-bar--${category}`}
      role="meter"
      aria-label={t('heat.bar')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <span className="heat-bar__fill" style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
