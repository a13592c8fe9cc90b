import { normalizeDifficulty } from '@pepper-atlas/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import type { GuideFieldsFragment, NewsEventFieldsFragment, RecipeFieldsFragment } from '@/generated/graphql';
import { Dialog } from '@/modules/ui/components/Dialog';
import { useContentFormat } from '../hooks/useContentFormat';
import { guideLevel, localized } from '../utils/contentDisplay';
import type { ContentEntry } from '../utils/contentKinds';
import './ContentDetails.css';

export interface ContentDetailsDialogProps {
  entry: ContentEntry;
  onClose: () => void;
}

/** The details dialog of a news item or event, a recipe or a guide. */
export function ContentDetailsDialog({ entry, onClose }: ContentDetailsDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = localized(entry.item.title, entry.item.hebTitle, language);

  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('actions.close')}
        </button>
      }
    >
      <div className="content-details">
        {entry.kind === 'news' && <NewsEventDetails item={entry.item} />}
        {entry.kind === 'recipes' && <RecipeDetails item={entry.item} />}
        {entry.kind === 'guides' && <GuideDetails item={entry.item} />}
      </div>
    </Dialog>
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

function RecipeDetails({ item }: { item: RecipeFieldsFragment }) {
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
      {ingredients.length > 0 && (
        <section className="content-details__section">
          <h3>{t('recipes.ingredients')}</h3>
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
          <h3>{t('recipes.steps')}</h3>
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

function GuideDetails({ item }: { item: GuideFieldsFragment }) {
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
