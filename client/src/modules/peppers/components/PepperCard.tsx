import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import type { CataloguePepperFieldsFragment } from '@/generated/graphql';
import { MORE_FACTS, SUMMARY_FACTS, usePepperFacts } from '../hooks/usePepperFacts';
import { pepperDescription, pepperHeatLevel, pepperName } from '../utils/pepperDisplay';
import { PepperCardActions, type PepperCardActionsProps } from './PepperCardActions';
import { PepperFacts } from './PepperFacts';
import { PepperImage } from './PepperImage';
import { DifficultyBadge } from './DifficultyBadge';
import { HeatBadge } from './HeatBadge';
import { HeatBar } from './HeatBar';
import { ChevronDownIcon } from './catalogueIcons';
import './PepperCard.css';

export interface PepperCardProps extends Omit<PepperCardActionsProps, 'pepper' | 'name'> {
  pepper: CataloguePepperFieldsFragment;
  /** Opens the pepper's details by its slug (its page, /peppers/<slug>). */
  onOpen: (slug: string) => void;
  /** The first cards of a page load their pictures at once. */
  imageLoading?: 'lazy' | 'eager';
}

const CARD_IMAGE_SIZES = '(min-width: 75rem) 18rem, (min-width: 40rem) 45vw, 100vw';

/**
 * A catalogue card; it expands to show more facts, and its name opens the details dialog. Drawn
 * again only when its own props change (not each time the catalogue around it updates).
 */
export const PepperCard = memo(function PepperCard({ pepper, onOpen, imageLoading, ...actions }: PepperCardProps) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const name = pepperName(pepper, language);
  const description = pepperDescription(pepper, language);
  const level = pepperHeatLevel(pepper);
  const factsOf = usePepperFacts();

  return (
    <article className="pepper-card" data-expanded={expanded || undefined}>
      <PepperImage pepper={pepper} alt="" sizes={CARD_IMAGE_SIZES} loading={imageLoading} className="pepper-card__image" />
      <div className="pepper-card__body">
        <header className="pepper-card__header">
          <h2 className="pepper-card__name" dir="auto">
            {/* The pepper's own page: a link (readers without JavaScript, crawlers, a new tab); a plain click opens it here. */}
            <a
              href={`/peppers/${pepper.slug}`}
              className="pepper-card__title"
              aria-haspopup="dialog"
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onOpen(pepper.slug);
              }}
            >
              {name}
            </a>
          </h2>
          {name !== pepper.name && (
            <p className="pepper-card__alt-name" lang="en">
              <bdi>{pepper.name}</bdi>
            </p>
          )}
        </header>
        <div className="pepper-card__badges">
          <HeatBadge level={level} />
          <DifficultyBadge difficulty={pepper.difficulty} />
          {pepper.isFeatured && <span className="badge pepper-card__featured">{t('card.featured')}</span>}
        </div>
        <p className="pepper-card__shu">
          <span className="visually-hidden">{t('card.shuLabel')}: </span>
          <bdi dir="ltr">{t('card.shu', { shu: pepper.shu })}</bdi>
        </p>
        <HeatBar pepper={pepper} level={level} />
        {description && (
          <p className="pepper-card__description" dir="auto">
            {description}
          </p>
        )}
        <PepperFacts facts={factsOf(pepper, SUMMARY_FACTS)} className="pepper-card__details" />
        {expanded && (
          <div id={moreId} className="pepper-card__more">
            <PepperFacts facts={factsOf(pepper, MORE_FACTS)} />
            <button
              type="button"
              className="button button--secondary button--small"
              aria-haspopup="dialog"
              onClick={() => onOpen(pepper.slug)}
            >
              {t('card.viewDetails')}
              <span className="visually-hidden">: {name}</span>
            </button>
          </div>
        )}
        <div className="pepper-card__footer">
          <button
            type="button"
            className="button button--ghost button--small pepper-card__expand"
            aria-expanded={expanded}
            aria-controls={expanded ? moreId : undefined}
            onClick={() => setExpanded((open) => !open)}
          >
            <ChevronDownIcon width={16} height={16} />
            {expanded ? t('card.showLess') : t('card.showMore')}
            <span className="visually-hidden">: {name}</span>
          </button>
          <PepperCardActions pepper={pepper} name={name} {...actions} />
        </div>
      </div>
    </article>
  );
});
