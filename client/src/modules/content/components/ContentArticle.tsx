import { useQuery } from '@apollo/client/react';
import type { Language } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/core/i18n/useLanguage';
import { useNotFoundStatus } from '@/core/ssr/SsrContext';
import { GuideBySlugDocument, NewsEventBySlugDocument, RecipeBySlugDocument } from '@/generated/graphql';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { localized } from '../utils/contentDisplay';
import { CONTENT_PATHS, type ContentKind } from '../utils/contentKinds';
import { ContentKindIcon } from './ContentKindIcon';
import { ContentDetails, type ContentPageEntry } from './ContentDetails';
import './ContentArticle.css';

/** The entry at a slug, by kind: one query each (the server draws the page with its answer). */
function useContentEntry(kind: ContentKind, slug: string) {
  const news = useQuery(NewsEventBySlugDocument, { variables: { slug }, skip: kind !== 'news' });
  const recipe = useQuery(RecipeBySlugDocument, { variables: { slug }, skip: kind !== 'recipes' });
  const guide = useQuery(GuideBySlugDocument, { variables: { slug }, skip: kind !== 'guides' });
  const query = kind === 'news' ? news : kind === 'recipes' ? recipe : guide;
  const entry: ContentPageEntry | null =
    kind === 'news' && news.data?.newsEventBySlug
      ? { kind, item: news.data.newsEventBySlug }
      : kind === 'recipes' && recipe.data?.recipeBySlug
        ? { kind, item: recipe.data.recipeBySlug }
        : kind === 'guides' && guide.data?.guideBySlug
          ? { kind, item: guide.data.guideBySlug }
          : null;
  const found = news.data?.newsEventBySlug ?? recipe.data?.recipeBySlug ?? guide.data?.guideBySlug;
  const picture = entry && found?.image ? { src: found.image, srcSet: found.imageSrcSet ?? undefined } : null;
  return { entry, picture, loading: query.loading, error: query.error };
}

/**
 * The page of one news item or event, recipe or guide (`/news/<slug>`, `/recipes/<slug>`, `/guides/<slug>`): breadcrumbs
 * back to its list, its title, its facts and its text, drawn by the server whole. An unknown slug is a 404 page.
 */
export function ContentArticle({ kind, slug }: { kind: ContentKind; slug: string }) {
  const { t } = useTranslation('content');
  const { t: tErrors } = useTranslation('errors');
  const { language } = useLanguage();
  const { entry, picture, loading, error } = useContentEntry(kind, slug);
  const errorKey = error ? errorMessageKey(error) : null;
  const missing = !entry && !loading && (errorKey === null || errorKey === 'notFound');
  useNotFoundStatus(missing);
  const title = entry ? localized(entry.item.title, entry.item.hebTitle, language) : null;
  const description = entry ? summaryOf(entry, language) : undefined;
  useDocumentTitle(title ?? (missing ? t('entry.notFound') : loading ? null : tErrors(errorKey ?? 'server')), description);

  if (entry && title) {
    return (
      <article className="container content-article" aria-labelledby="content-article-title">
        <nav className="breadcrumbs" aria-label={t('entry.breadcrumbs')}>
          <ol>
            <li>
              <Link to={CONTENT_PATHS[kind]}>{t(`${kind}.title`)}</Link>
            </li>
            <li aria-current="page" dir="auto">
              {title}
            </li>
          </ol>
        </nav>
        <header className="content-article__header">
          <span className={`content-article__icon content-article__icon--${kind}`}>
            <ContentKindIcon kind={kind} width={26} height={26} />
          </span>
          <h1 id="content-article-title" dir="auto">
            {title}
          </h1>
        </header>
        {picture && (
          // Decorative beside the title; its box is fixed by CSS, so nothing moves while it loads.
          <img className="content-article__picture" src={picture.src} srcSet={picture.srcSet} sizes="(min-width: 50rem) 48rem, 100vw" alt="" />
        )}
        <ContentDetails entry={entry} />
      </article>
    );
  }
  if (loading) return <PageLoading />;
  return (
    <div className="container">
      <StateMessage
        tone={missing ? 'noMatch' : 'error'}
        headingLevel={1}
        title={missing ? t('entry.notFound') : tErrors(errorKey ?? 'server')}
        actions={
          <Link to={CONTENT_PATHS[kind]} className="button button--primary">
            {t('entry.backToList', { list: t(`${kind}.title`) })}
          </Link>
        }
      >
        <p>{missing ? t('entry.notFoundMessage') : t(`${kind}.error`)}</p>
      </StateMessage>
    </div>
  );
}

/** The entry's short text in the reader's language (the page's description). */
function summaryOf(entry: ContentPageEntry, language: Language): string {
  if (entry.kind === 'news') return localized(entry.item.text, entry.item.hebText, language);
  return localized(entry.item.description, entry.item.hebDescription, language);
}
