import type { HeatLevel } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { useHeatScaleTop } from '../hooks/useHeatScale';
import { pepperHeatPercent } from '../utils/pepperDisplay';
import { heatLevelClass } from '../utils/heatScale';
import './heat.css';

export interface HeatBarProps {
  pepper: { shuMin: number; shuMax?: number | null };
  level: HeatLevel;
}

/** The pepper's SHU on a logarithmic scale from 0 to the hottest pepper's (see useHeatScaleTop). */
export function HeatBar({ pepper, level }: HeatBarProps) {
  const { t } = useTranslation('peppers');
  const percent = pepperHeatPercent({ shuMin: pepper.shuMin, shuMax: pepper.shuMax ?? null }, useHeatScaleTop());
  return (
    <div
      className={`heat-bar heat-bar--${heatLevelClass(level)}`}
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
