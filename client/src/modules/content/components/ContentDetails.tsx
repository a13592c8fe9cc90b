import { formatShuRangeCompact, normalizeDifficulty } from '@pepper-atlas/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/core/i18n/useLanguage';
import type { GuideDetailsFieldsFragment, NewsEventFieldsFragment, RecipeDetailsFieldsFragment } from '@/generated/graphql';
import { pepperPath } from '@/modules/ui/utils/pepperPath';
import { useContentFormat } from '../hooks/useContentFormat';
import { guideLevel, localized } from '../utils/contentDisplay';
import './ContentDetails.css';

/** One entry as its page shows it: a news item or event, a recipe with its ingredients and steps, a guide with its text. */
export type ContentPageEntry =
  | { kind: 'news'; item: NewsEventFieldsFragment }
  | { kind: 'recipes'; item: RecipeDetailsFieldsFragment }
  | { kind: 'guides'; item: GuideDetailsFieldsFragment };

/** Everything about a news item or event, a recipe or a guide, under its page's title (its parts' headings are h2). */
export function ContentDetails({ entry }: { entry: ContentPageEntry }) {
  return (
    <div className="content-details">
      {entry.kind === 'news' && <NewsEventDetails item={entry.item} />}
      {entry.kind === 'recipes' && <RecipeDetails item={entry.item} />}
      {entry.kind === 'guides' && <GuideDetails item={entry.item} />}
    </div>
  );
}

interface FactsProps {
  facts: { label: string; value: ReactNode }[];
}

function Facts({ facts }: FactsProps) {
  return (
    <dl className="content-details__facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function NewsEventDetails({ item }: { item: NewsEventFieldsFragment }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const format = useContentFormat();
  return (
    <>
      <Facts
        facts={[
          { label: t('news.date'), value: <time dateTime={item.date}>{format.date(item.date)}</time> },
          { label: t('news.location'), value: <bdi>{localized(item.location, item.hebLocation, language)}</bdi> },
          { label: t('news.attendeesLabel'), value: format.number(item.attendees) },
        ]}
      />
      <p dir="auto">{localized(item.text, item.hebText, language)}</p>
    </>
  );
}

function RecipeDetails({ item }: { item: RecipeDetailsFieldsFragment }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const format = useContentFormat();
  const difficulty = normalizeDifficulty(item.difficulty);
  const ingredients = localized(item.ingredients, item.hebIngredients, language);
  const steps = localized(item.steps, item.hebSteps, language);
  return (
    <>
      <Facts
        facts={[
          {
            label: t('recipes.difficultyLabel'),
            value: difficulty ? t(`recipes.difficulty.${difficulty}`) : item.difficulty,
          },
          { label: t('recipes.time'), value: format.duration(item.timeMinutes) },
          { label: t('recipes.ratingLabel'), value: t('recipes.ratingValue', { rating: format.number(item.rating) }) },
          { label: t('recipes.servingsLabel'), value: format.number(item.servings) },
        ]}
      />
      <p dir="auto">{localized(item.description, item.hebDescription, language)}</p>
      {item.peppers.length > 0 && <RecipePeppers peppers={item.peppers} />}
      {ingredients.length > 0 && (
        <section className="content-details__section">
          <h2>{t('recipes.ingredients')}</h2>
          <ul>
            {ingredients.map((ingredient, index) => (
              <li key={index} dir="auto">
                {ingredient}
              </li>
            ))}
          </ul>
        </section>
      )}
      {steps.length > 0 && (
        <section className="content-details__section">
          <h2>{t('recipes.steps')}</h2>
          <ol>
            {steps.map((step, index) => (
              <li key={index} dir="auto">
                {step}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

/** The peppers a recipe uses, each a link to its page, with its heat. */
function RecipePeppers({ peppers }: { peppers: RecipeDetailsFieldsFragment['peppers'] }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  return (
    <section className="content-details__section">
      <h2>{t('recipes.peppers')}</h2>
      <ul className="content-details__peppers">
        {peppers.map((pepper) => (
          <li key={pepper.id}>
            <Link to={pepperPath(pepper.slug)} dir="auto">
              {localized(pepper.name, pepper.hebName, language)}
            </Link>
            <span className="content-details__heat">
              {t('recipes.pepperHeat', {
                shu: formatShuRangeCompact({ text: '', min: pepper.shuMin, max: pepper.shuMax, openEnded: pepper.shuMax === null }),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GuideDetails({ item }: { item: GuideDetailsFieldsFragment }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const format = useContentFormat();
  const body = localized(item.body, item.hebBody, language);
  return (
    <>
      <Facts
        facts={[
          { label: t('guides.levelLabel'), value: t(`guides.levels.${guideLevel(item.level)}`) },
          { label: t('guides.duration'), value: format.duration(item.durationMinutes) },
          { label: t('guides.viewsLabel'), value: format.number(item.views) },
        ]}
      />
      <p className="content-details__lead" dir="auto">
        {localized(item.description, item.hebDescription, language)}
      </p>
      {body.map((paragraph, index) => (
        <p key={index} dir="auto">
          {paragraph}
        </p>
      ))}
    </>
  );
}
