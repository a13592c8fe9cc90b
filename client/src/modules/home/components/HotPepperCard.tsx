import { formatShuCompact } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/core/i18n/useLanguage';
import type { PepperCardFieldsFragment } from '@/generated/graphql';
import { HeatBadge } from '@/modules/peppers/components/HeatBadge';
import { HeatBar } from '@/modules/peppers/components/HeatBar';
import { SEARCH_TERM_PARAM } from '@/modules/peppers/utils/facetParams';
import { pepperHeatLevel, pepperName } from '@/modules/peppers/utils/pepperDisplay';

export interface HotPepperCardProps {
  pepper: PepperCardFieldsFragment;
  rank: number;
}

/** One of the hottest peppers; opens the catalogue searching for it. */
export function HotPepperCard({ pepper, rank }: HotPepperCardProps) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const name = pepperName(pepper, language);
  const level = pepperHeatLevel(pepper);
  const topShu = formatShuCompact(pepper.shuMax ?? pepper.shuMin);
  const search = new URLSearchParams({ [SEARCH_TERM_PARAM]: pepper.name }).toString();

  return (
    <Link to={{ pathname: '/peppers', search }} className="hot-pepper-card">
      <span className="hot-pepper-card__rank" aria-hidden="true">
        {rank}
      </span>
      <span className="hot-pepper-card__name">{name}</span>
      <span className="hot-pepper-card__shu">
        <bdi dir="ltr">{t('card.shu', { shu: topShu })}</bdi>
      </span>
      <HeatBadge level={level} />
      <HeatBar pepper={pepper} level={level} />
    </Link>
  );
}
