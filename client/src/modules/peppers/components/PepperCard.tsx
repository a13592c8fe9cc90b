import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/app/i18n/useLanguage';
import type { PepperCardFieldsFragment } from '@/generated/graphql';
import {
  pepperDescription,
  pepperHeatCategory,
  pepperHeatPercent,
  pepperName,
  pepperOrigin,
} from '../utils/pepperDisplay';
import { DifficultyBadge } from './DifficultyBadge';
import { HeatBadge } from './HeatBadge';
import { HeatBar } from './HeatBar';
import './PepperCard.css';

export interface PepperCardProps {
  pepper: PepperCardFieldsFragment;
}

export function PepperCard({ pepper }: PepperCardProps) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const name = pepperName(pepper, language);
  const description = pepperDescription(pepper, language);
  const category = pepperHeatCategory(pepper);

  const details = [
    { label: t('card.group'), value: pepper.group },
    { label: t('card.origin'), value: pepperOrigin(pepper, language) },
    { label: t('card.growingTime'), value: pepper.growingTime },
  ].filter((detail) => detail.value);

  return (
    <article className="pepper-card">
      <header className="pepper-card__header">
        <h2 className="pepper-card__name" dir="auto">
          {name}
        </h2>
        {name !== pepper.name && (
          <p className="pepper-card__alt-name" lang="en">
            {pepper.name}
          </p>
        )}
      </header>
      <div className="pepper-card__badges">
        <HeatBadge category={category} />
        <DifficultyBadge difficulty={pepper.difficulty} />
      </div>
      <p className="pepper-card__shu">
        <span className="visually-hidden">{t('card.shuLabel')}: </span>
        <bdi dir="ltr">{t('card.shu', { shu: pepper.shu })}</bdi>
      </p>
      <HeatBar percent={pepperHeatPercent(pepper)} category={category} />
      {description && (
        <p className="pepper-card__description" dir="auto">
          {description}
        </p>
      )}
      {details.length > 0 && (
        <dl className="pepper-card__details">
          {details.map((detail) => (
            <div key={detail.label} className="pepper-card__detail">
              <dt>{detail.label}</dt>
              <dd>
                <bdi>{detail.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
