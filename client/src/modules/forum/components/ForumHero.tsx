import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TopicsQuery } from '@/generated/graphql';
import { useSession } from '@/modules/auth/session/useSession';
import type { ReturnState } from '@/modules/auth/utils/redirect';
import { PlusIcon } from '@/modules/ui/components/icons';
import { numberFormat } from '@/modules/ui/utils/intl';

export interface ForumHeroProps {
  stats: TopicsQuery['topics']['stats'] | undefined;
}

export function ForumHero({ stats }: ForumHeroProps) {
  const { t, i18n } = useTranslation('forum');
  const signedIn = Boolean(useSession());
  const format = numberFormat(i18n.language);
  const items = [
    { key: 'topics', value: stats?.totalTopics },
    { key: 'comments', value: stats?.totalComments },
    { key: 'views', value: stats?.totalViews },
  ] as const;

  return (
    <section className="forum-hero" aria-labelledby="forum-title">
      <div className="container forum-hero__inner">
        <div className="forum-hero__text">
          <h1 id="forum-title">{t('hero.title')}</h1>
          <p>{t('hero.description')}</p>
          {/* Guests sign in first and then land on the form. */}
          <Link
            to={signedIn ? '/forum/new-topic' : '/login'}
            state={signedIn ? undefined : ({ from: '/forum/new-topic' } satisfies ReturnState)}
            className="button button--primary"
          >
            <PlusIcon />
            {t('newTopic')}
          </Link>
        </div>
        <dl className="forum-stats" aria-label={t('stats.label')}>
          {items.map((item) => (
            <div key={item.key} className="forum-stats__item">
              <dt>{t(`stats.${item.key}`)}</dt>
              <dd>{item.value === undefined ? '–' : format.format(item.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
