import { normalizeDifficulty } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import { EyeIcon } from '@/modules/ui/components/icons';
import { useContentFormat } from '../hooks/useContentFormat';
import { guideLevel, localized } from '../utils/contentDisplay';
import { contentPath, type ContentEntry } from '../utils/contentKinds';
import { ContentCard, type ContentCardProps } from './ContentCard';
import { ClockIcon, MapPinIcon, ServingsIcon, StarIcon, UsersIcon } from './contentIcons';

export interface ContentEntryCardProps {
  entry: ContentEntry;
  headingLevel?: ContentCardProps['headingLevel'];
}

const ICON = { width: 16, height: 16 } as const;

/** The card of a news item or event, a recipe or a guide. */
export function ContentEntryCard({ entry, headingLevel }: ContentEntryCardProps) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const format = useContentFormat();

  const card = (): Omit<ContentCardProps, 'kind' | 'href'> => {
    switch (entry.kind) {
      case 'news': {
        const { item } = entry;
        return {
          title: localized(item.title, item.hebTitle, language),
          eyebrow: <time dateTime={item.date}>{format.date(item.date)}</time>,
          excerpt: localized(item.text, item.hebText, language),
          meta: [
            {
              key: 'location',
              icon: <MapPinIcon {...ICON} />,
              text: localized(item.location, item.hebLocation, language),
            },
            {
              key: 'attendees',
              icon: <UsersIcon {...ICON} />,
              text: t('news.attendees', { count: item.attendees, formatted: format.number(item.attendees) }),
            },
          ],
        };
      }
      case 'recipes': {
        const { item } = entry;
        const difficulty = normalizeDifficulty(item.difficulty);
        return {
          title: localized(item.title, item.hebTitle, language),
          // Named: a bare "Medium" on a pepper site reads as heat.
          eyebrow: t('recipes.difficultyEyebrow', { level: difficulty ? t(`recipes.difficulty.${difficulty}`) : item.difficulty }),
          excerpt: localized(item.description, item.hebDescription, language),
          meta: [
            { key: 'time', icon: <ClockIcon {...ICON} />, text: format.duration(item.timeMinutes) },
            {
              key: 'rating',
              icon: <StarIcon {...ICON} />,
              text: format.number(item.rating),
              label: t('recipes.rating', { rating: format.number(item.rating) }),
            },
            {
              key: 'servings',
              icon: <ServingsIcon {...ICON} />,
              text: t('recipes.servings', { count: item.servings, formatted: format.number(item.servings) }),
            },
          ],
        };
      }
      case 'guides': {
        const { item } = entry;
        return {
          title: localized(item.title, item.hebTitle, language),
          eyebrow: t(`guides.levels.${guideLevel(item.level)}`),
          excerpt: localized(item.description, item.hebDescription, language),
          meta: [
            { key: 'duration', icon: <ClockIcon {...ICON} />, text: format.duration(item.durationMinutes) },
            {
              key: 'views',
              icon: <EyeIcon {...ICON} />,
              text: t('guides.views', { count: item.views, formatted: format.number(item.views) }),
            },
          ],
        };
      }
    }
  };

  const { image, imageSrcSet } = entry.item;
  return (
    <ContentCard
      kind={entry.kind}
      {...card()}
      headingLevel={headingLevel}
      href={contentPath(entry.kind, entry.item.slug)}
      picture={image ? { src: image, srcSet: imageSrcSet ?? undefined } : null}
    />
  );
}
