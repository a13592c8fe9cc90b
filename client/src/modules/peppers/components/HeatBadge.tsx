import { heatIcons, type HeatLevel } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import { ChiliIcon } from '@/modules/ui/components/icons';
import { heatLevelLabel } from '../utils/pepperDisplay';
import { heatLevelClass } from '../utils/heatScale';
import './heat.css';

export interface HeatBadgeProps {
  level: HeatLevel;
}

/** Heat level with 1 to 5 pepper icons, named as the heat filter names it. */
export function HeatBadge({ level }: HeatBadgeProps) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const label = heatLevelLabel(level, language) ?? level;
  return (
    <span
      className={`badge heat-badge heat-badge--${heatLevelClass(level)}`}
      data-heat-level={level}
      title={t('heat.label', { category: label })}
    >
      <span className="heat-badge__icons">
        {Array.from({ length: heatIcons(level) }, (_, index) => (
          <ChiliIcon key={index} width={12} height={12} />
        ))}
      </span>
      <span className="visually-hidden">{t('heat.label', { category: label })}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
