import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '@/core/i18n/useLanguage';
import type { CataloguePepperFieldsFragment } from '@/generated/graphql';
import type { ReturnState } from '@/modules/auth/utils/redirect';
import { usePepperFacts, type FactKey } from '../hooks/usePepperFacts';
import { useTogglePepperLike } from '../hooks/useTogglePepperLike';
import { FACET_PARAMS } from '../utils/facetParams';
import { pepperDescription, pepperHeatLevel, pepperName, pepperShuCompact } from '../utils/pepperDisplay';
import { FavoriteButton } from './FavoriteButton';
import { HeatBadge } from './HeatBadge';
import { HeatBar } from './HeatBar';
import { LikeButton } from './LikeButton';
import { PepperFacts } from './PepperFacts';
import { PepperImage } from './PepperImage';
import { PepperSections, SourceMark } from './PepperSections';
import { ShareButton } from './ShareButton';
import { SpeciesName } from './SpeciesName';
import { CompareIcon } from './catalogueIcons';
import { COMPARE_MAX, COMPARE_PARAM, withComparePicks } from '../hooks/useCompareSelection';
import './PepperDetails.css';

export interface PepperDetailsActions {
  signedIn: boolean;
  isFavorite: (pepper: CataloguePepperFieldsFragment) => boolean;
  onToggleFavorite: (pepper: CataloguePepperFieldsFragment) => void;
  onShare: (pepper: CataloguePepperFieldsFragment) => void;
  /** The catalogue's comparison tray: "Compare with…" adds the pepper to it (or takes it out); left out, no button. */
  compare?: { ids: readonly string[]; isSelected: (id: string) => boolean; toggle: (id: string) => boolean; isFull: boolean };
}

export interface PepperDetailsProps extends PepperDetailsActions {
  pepper: CataloguePepperFieldsFragment;
  /**
   * Where the details show: the quick look over the catalogue (the dialog titles them; its tray is behind it), or the
   * pepper's own page (its title here, under the breadcrumbs; its sections' headings a level higher; the comparison
   * tray is the catalogue's, one link away).
   */
  variant?: 'quickLook' | 'page';
}

/** The facts beside the picture; colours, shape and flavour, growing time and difficulty are in their sections below. */
const DETAIL_FACTS: readonly FactKey[] = ['group', 'origin', 'heatLevel', 'views', 'lastUpdated'];

const DETAILS_IMAGE_SIZES = '(min-width: 48rem) 22rem, 90vw';

/** Everything about one pepper (docs/product-rules.md#screens, details modal), with like, favorite and share. */
export function PepperDetails({ pepper, signedIn, isFavorite, onToggleFavorite, onShare, compare, variant = 'quickLook' }: PepperDetailsProps) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const location = useLocation();
  const factsOf = usePepperFacts();
  const { toggleLike, loading: liking } = useTogglePepperLike();
  const [askSignIn, setAskSignIn] = useState(false);
  const compared = compare?.isSelected(pepper.id) ?? false;
  const name = pepperName(pepper, language);
  const level = pepperHeatLevel(pepper);
  const description = pepperDescription(pepper, language);

  const handleLike = async () => {
    if (!signedIn) {
      setAskSignIn(true);
      return;
    }
    if ((await toggleLike(pepper.id)) === 'signInNeeded') setAskSignIn(true);
  };

  return (
    <div className={`pepper-details pepper-details--${variant}`}>
      {/*
        The picture beside the heat and description, the actions under them, and the facts across
        the whole width under both: the picture column is never left with empty space under it.
      */}
      <nav className="pepper-details__crumbs breadcrumbs" aria-label={t('details.breadcrumbs')}>
        <ol>
          <li>
            <Link to={{ pathname: '/peppers', search: withComparePicks(location.search) }}>{t('details.catalogue')}</Link>
          </li>
          <li>
            <Link to={{ pathname: '/peppers', search: withComparePicks(location.search, { [FACET_PARAMS.groups]: pepper.group }) }}>
              <SpeciesName group={pepper.group} />
            </Link>
          </li>
          <li aria-current="page" dir="auto">
            {name}
          </li>
        </ol>
      </nav>
      {variant === 'page' && <PepperPageTitle pepper={pepper} />}
      <PepperImage
        pepper={pepper}
        alt={t('details.imageAlt', { name })}
        sizes={DETAILS_IMAGE_SIZES}
        loading="eager"
        className="pepper-details__image"
      />
      <div className="pepper-details__actions-area">
        <div className="pepper-details__actions">
          <LikeButton liked={signedIn && pepper.likedByMe} likes={pepper.likes} busy={liking} onToggle={handleLike} />
          <FavoriteButton name={name} pressed={isFavorite(pepper)} onToggle={() => onToggleFavorite(pepper)} withLabel />
          <ShareButton name={name} onShare={() => onShare(pepper)} withLabel />
          {compare && (
            <button
              type="button"
              className="icon-toggle icon-toggle--labelled"
              aria-pressed={compared}
              disabled={!compared && compare.isFull}
              onClick={() => compare.toggle(pepper.id)}
            >
              <CompareIcon width={18} height={18} />
              <span>{t(compared ? 'compare.inTray' : 'compare.with')}</span>
            </button>
          )}
        </div>
        {compare && (compared || compare.isFull) && (
          <p className="pepper-details__compare-note" role="status">
            {!compared ? (
              t('compare.limit', { max: COMPARE_MAX })
            ) : variant === 'quickLook' ? (
              t('compare.addedNote')
            ) : (
              <>
                {t('compare.addedOnPage')}{' '}
                <Link to={{ pathname: '/peppers', search: `?${COMPARE_PARAM}=${compare.ids.join(',')}` }}>{t('compare.toCatalogue')}</Link>
              </>
            )}
          </p>
        )}
        {askSignIn && (
          <p className="pepper-details__sign-in" role="status">
            {t('like.signInPrompt')}{' '}
            <Link to="/login" state={{ from: `${location.pathname}${location.search}` } satisfies ReturnState}>
              {t('like.signIn')}
            </Link>
          </p>
        )}
      </div>
      <div className="pepper-details__text">
        <div className="pepper-details__heat">
          <HeatBadge level={level} />
          <p className="pepper-details__shu">
            <span className="visually-hidden">{t('card.shuLabel')}: </span>
            <bdi dir="ltr">{t('card.shu', { shu: pepperShuCompact(pepper) })}</bdi>
          </p>
        </div>
        <HeatBar pepper={pepper} level={level} />
        <p className="pepper-details__shu-exact">
          {t('details.shuExact')} <bdi dir="ltr">{pepper.shu}</bdi>
          <SourceMark slug={pepper.slug} fact="shu" />
        </p>
        {description && (
          <p className="pepper-details__description" dir="auto">
            {description}
          </p>
        )}
      </div>
      <PepperFacts facts={factsOf(pepper, DETAIL_FACTS)} className="pepper-details__facts" />
      <PepperSections pepper={pepper} headingLevel={variant === 'page' ? 2 : 3} />
    </div>
  );
}

/**
 * The page's title: the name in the reader's language, and under it the name in the other script (a Hebrew reader sees
 * "Habanero" under "הבנרו", an English one "הבנרו" under "Habanero"), each marked with its language.
 */
function PepperPageTitle({ pepper }: { pepper: CataloguePepperFieldsFragment }) {
  const { language } = useLanguage();
  const name = pepperName(pepper, language);
  const [other, otherLanguage] = language === 'he' ? [pepper.name, 'en'] : [pepper.hebName, 'he'];
  return (
    <header className="pepper-details__title">
      <h1 id="pepper-page-title" dir="auto">
        {name}
      </h1>
      {other && other !== name && (
        <p className="pepper-details__other-name" lang={otherLanguage} dir="auto">
          {other}
        </p>
      )}
    </header>
  );
}
