import { heatIcons, type HeatCategory } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { ChiliIcon } from '@/modules/ui/components/icons';
import './heat.css';

export interface HeatBadgeProps {
  category: HeatCategory;
}

/** Heat category with 1 to 5 pepper icons. */
export function HeatBadge({ category }: HeatBadgeProps) {
  const { t } = useTranslation('peppers');
  const label = t(`heat.${category}`);
  return (
    <span className={`badge heat-badge heat-badge--${category}`} title={t('heat.label', { category: label })}>
      <span className="heat-badge__icons">
        {Array.from({ length: heatIcons(category) }, (_, index) => (
          <ChiliIcon key={index} width={12} height={12} />
        ))}
      </span>
      <span className="visually-hidden">{t('heat.label', { category: label })}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
