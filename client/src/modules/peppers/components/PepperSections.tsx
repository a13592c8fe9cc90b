import { useQuery } from '@apollo/client/react';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { countryName, sourceNumberFor, type SourceSupport } from '@pepper-atlas/domain';
import { useLanguage } from '@/core/i18n/useLanguage';
import {
  PepperSectionsDocument,
  type CataloguePepperFieldsFragment,
  type PepperLinkFieldsFragment,
  type PepperSectionsQuery,
} from '@/generated/graphql';
import { localized } from '@/modules/content/utils/contentDisplay';
import { CONTENT_PATHS, contentPath } from '@/modules/content/utils/contentKinds';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { numberFormat } from '@/modules/ui/utils/intl';
import { topicPath } from '@/modules/ui/utils/topicPath';
import { pepperPath } from '@/modules/ui/utils/pepperPath';
import { withComparePicks } from '../hooks/useCompareSelection';
import { usePepperFacts, type Fact, type FactKey } from '../hooks/usePepperFacts';
import { isQuickLook, type QuickLookState } from '../hooks/useOpenPepper';
import { FACET_PARAMS } from '../utils/facetParams';
import { jumpTo } from '../utils/jumpTo';
import { pepperHeatLevel, pepperName, pepperOrigin, pepperShuCompact } from '../utils/pepperDisplay';
import { HeatBadge } from './HeatBadge';
import { PepperFacts } from './PepperFacts';
import { ScovilleChart } from './ScovilleChart';
import './PepperSections.css';

type Sections = NonNullable<PepperSectionsQuery['pepperBySlug']>;

export interface PepperSectionsProps {
  pepper: CataloguePepperFieldsFragment;
  /** The sections' heading level: 2 under the pepper page's title, 3 under the quick look's (the dialog's h2). */
  headingLevel?: 2 | 3;
}

/** What the pepper looks and tastes like (before its culinary uses), and how it grows (before the growing note). */
const APPEARANCE_FACTS: readonly FactKey[] = ['color', 'shape', 'flavor'];
const GROWING_FACTS: readonly FactKey[] = ['growingTime', 'difficulty'];

/** The level of the sections' headings (set once by PepperSections for all of them). */
const HeadingLevel = createContext<2 | 3>(3);

/**
 * The parts of a pepper's page that need more than the catalogue knows (issue 33): its heat on the Scoville scale
 * with the jalapeño sentence, similar peppers, substitutes and the forum topics that link it. One query, so the
 * server's render waits for it once and the page arrives whole for readers without JavaScript.
 */
export function PepperSections({ pepper, headingLevel = 3 }: PepperSectionsProps) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const { data, loading } = useQuery(PepperSectionsDocument, { variables: { slug: pepper.slug } });
  const factsOf = usePepperFacts();
  const sections = data?.pepperBySlug;
  // Colours, shape and flavour, days to harvest and difficulty come with the catalogue's pepper; the notes with the query.
  const appearance = factsOf(pepper, APPEARANCE_FACTS).filter((fact) => fact.value);
  // Days to harvest that no one has given are said to be unknown, not left out (a figure is never guessed).
  const growing = factsOf(pepper, GROWING_FACTS).map((fact) => (fact.value ? fact : { ...fact, value: t('facts.unknown') }));

  if (!sections && !loading) {
    // One query answers every section, so one message stands for all of them; the chart and the catalogue's facts
    // need none of it.
    return (
      <HeadingLevel.Provider value={headingLevel}>
        <div className="pepper-sections">
          <Section id="heat" title={t('sections.heat.title')}>
            <ScovilleChart pepper={pepper} />
          </Section>
          {appearance.length > 0 && <FactsSection id="appearance" facts={appearance} />}
          {growing.length > 0 && <FactsSection id="growing" facts={growing} />}
          <StateMessage tone="error" headingLevel={headingLevel} title={t('sections.errorTitle')}>
            <p>{t('sections.errorMessage')}</p>
          </StateMessage>
        </div>
      </HeadingLevel.Provider>
    );
  }

  const origin = pepperOrigin(pepper, language);
  const hasNote = (en: string | null, he: string | null) => Boolean(en || he);
  const hasAppearance = appearance.length > 0 || Boolean(sections && hasNote(sections.uses, sections.hebUses));
  const hasGrowing = growing.length > 0 || Boolean(sections && hasNote(sections.growingNote, sections.hebGrowingNote));
  // The sections present, in their order, for the menu at the top (those known only once the query answers wait).
  const present: [SectionId, boolean][] = [
    ['heat', true],
    ['appearance', hasAppearance],
    ['growing', hasGrowing],
    ['origin', Boolean(origin)],
    ['similar', true],
    ['substitutes', !sections || sections.substitutes.length > 0],
    ['community', true],
    ['recipes', Boolean(sections && sections.recipes.totalItems > 0)],
    ['sources', Boolean(sections && sections.sources.length > 0)],
  ];

  return (
    <HeadingLevel.Provider value={headingLevel}>
    <div className="pepper-sections">
      <SectionMenu ids={present.filter(([, shown]) => shown).map(([id]) => id)} />
      <Section id="heat" title={t('sections.heat.title')}>
        <ScovilleChart pepper={pepper} />
        {sections ? <HeatSentence comparison={sections.heatComparison} /> : <Skeleton />}
      </Section>
      {hasAppearance && (
        <FactsSection id="appearance" facts={appearance}>
          {sections && <Note en={sections.uses} he={sections.hebUses} label={t('sections.appearance.uses')} />}
        </FactsSection>
      )}
      {hasGrowing && (
        <FactsSection id="growing" facts={growing}>
          {sections && <Note en={sections.growingNote} he={sections.hebGrowingNote} />}
        </FactsSection>
      )}
      {origin && (
        <Section id="origin" title={t('sections.origin.title')}>
          <p className="pepper-sections__note" dir="auto">
            {origin}
          </p>
          {pepper.country && (sections ? <SameCountry country={pepper.country} peppers={sections.sameCountryPeppers} /> : <Skeleton />)}
        </Section>
      )}
      <Section id="similar" title={t('sections.similar.title')}>
        {sections ? <PepperLinks peppers={sections.similarPeppers} /> : <Skeleton />}
      </Section>
      {/* Left out when there is nothing to cook with instead (the most common pepper of its heat). */}
      {(!sections || sections.substitutes.length > 0) && (
        <Section id="substitutes" title={t('sections.substitutes.title')}>
          {sections ? <PepperLinks peppers={sections.substitutes} /> : <Skeleton />}
        </Section>
      )}
      <Section id="community" title={t('sections.community.title')}>
        {sections ? <CommunityTopics topics={sections.forumTopics} /> : <Skeleton />}
      </Section>
      {sections && sections.recipes.totalItems > 0 && (
        <Section id="recipes" title={t('sections.recipes.title')}>
          <PepperRecipes recipes={sections.recipes} />
        </Section>
      )}
      {sections && sections.sources.length > 0 && (
        <Section id="sources" title={t('sections.sources.title')}>
          <SourceList sources={sections.sources} />
        </Section>
      )}
    </div>
    </HeadingLevel.Provider>
  );
}

type SectionId = 'heat' | 'appearance' | 'growing' | 'origin' | 'similar' | 'substitutes' | 'community' | 'recipes' | 'sources';

const headingId = (id: string) => `pepper-section-${id}`;

/**
 * Links to the sections: a row of links where there is room, one "On this page" menu on a phone (both drawn, CSS
 * shows one). Plain fragment links, so they work before the scripts load; with them the heading is scrolled to
 * inside the dialog and takes the focus, and the address keeps no fragment.
 */
function SectionMenu({ ids }: { ids: SectionId[] }) {
  const { t } = useTranslation('peppers');
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: SectionId) => {
    const menu = event.currentTarget.closest('details');
    jumpTo(event, headingId(id));
    menu?.removeAttribute('open');
  };
  const links = (
    <ul className="pepper-sections__menu-links">
      {ids.map((id) => (
        <li key={id}>
          <a href={`#${headingId(id)}`} onClick={(event) => jump(event, id)}>
            {t(`sections.${id}.title`)}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="pepper-sections__menu" aria-label={t('sections.menu')}>
      <div className="pepper-sections__menu-row">{links}</div>
      <details className="pepper-sections__menu-fold">
        <summary>{t('sections.menu')}</summary>
        {links}
      </details>
    </nav>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const Heading = useContext(HeadingLevel) === 2 ? 'h2' : 'h3';
  return (
    <section className="pepper-sections__section" aria-labelledby={headingId(id)}>
      <Heading id={headingId(id)} className="pepper-sections__heading" tabIndex={-1}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A section that starts with facts of the catalogue's pepper (colours, shape, flavour; growing time, difficulty). */
function FactsSection({ id, facts, children }: { id: 'appearance' | 'growing'; facts: Fact[]; children?: ReactNode }) {
  const { t } = useTranslation('peppers');
  return (
    <Section id={id} title={t(`sections.${id}.title`)}>
      <PepperFacts facts={facts} className="pepper-sections__facts" />
      {children}
    </Section>
  );
}

function Skeleton() {
  const { t } = useTranslation();
  return (
    <p className="pepper-sections__skeleton" role="status">
      <span className="visually-hidden">{t('status.loading')}</span>
    </p>
  );
}

/**
 * A text kept in both languages (culinary uses, the growing note): the reader's, else the other one marked with its
 * language (read out in the right voice, drawn in its own direction); nothing when the pepper has neither. A label, when
 * given, leads it in bold ("In the kitchen:").
 */
function Note({ en, he, label }: { en: string | null; he: string | null; label?: string }) {
  const { language } = useLanguage();
  const [text, lang] = language === 'he' ? [he ?? en, he ? 'he' : 'en'] : [en ?? he, en ? 'en' : 'he'];
  if (!text) return null;
  return (
    <p className="pepper-sections__note">
      {label && <strong className="pepper-sections__note-label">{label} </strong>}
      <span lang={lang === language ? undefined : lang} dir="auto">
        {text}
      </span>
    </p>
  );
}

/** "About 12–140 times the heat of a jalapeño", the figures isolated so they keep their order in Hebrew. */
function HeatSentence({ comparison }: { comparison: Sections['heatComparison'] }) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const format = (value: number) => numberFormat(language, { maximumFractionDigits: 1 }).format(value);
  let text: string;
  let figures = '';
  if (comparison.kind !== 'HOTTER' || comparison.lowTimes === null) {
    text = t(comparison.kind === 'MILDER' ? 'sections.heat.milder' : 'sections.heat.similar');
  } else if (comparison.highTimes === null) {
    figures = format(comparison.lowTimes);
    text = t('sections.heat.atLeast', { count: comparison.lowTimes, times: figures });
  } else {
    figures = `${format(comparison.lowTimes)}–${format(comparison.highTimes)}`;
    text = t('sections.heat.hotter', { times: figures });
  }
  // The sentence is translated whole; the figures in it are found again to be wrapped (some forms have none).
  const at = figures ? text.indexOf(figures) : -1;
  return (
    <p className="pepper-sections__comparison" data-kind={comparison.kind}>
      {at < 0 ? (
        text
      ) : (
        <>
          {text.slice(0, at)}
          <bdi dir="ltr">{figures}</bdi>
          {text.slice(at + figures.length)}
        </>
      )}
    </p>
  );
}

function PepperLinks({ peppers }: { peppers: PepperLinkFieldsFragment[] }) {
  const { language } = useLanguage();
  const { search, state } = useLocation();
  // In a quick look, as a card opens a pepper: another quick look, the catalogue's filters kept, the history entry
  // replaced. On a pepper's page, the other pepper's page (a new history entry, read from the top), the comparison's
  // picks kept.
  const quickLook = isQuickLook(state);
  return (
    <ul className="pepper-sections__peppers">
      {peppers.map((other) => (
        <li key={other.id}>
          <Link
            to={{ pathname: pepperPath(other.slug), search: quickLook ? search : withComparePicks(search) }}
            {...(quickLook && { replace: true, preventScrollReset: true, state: { quickLook: true } satisfies QuickLookState })}
            className="pepper-sections__pepper"
          >
            <span className="pepper-sections__pepper-name" dir="auto">
              {pepperName(other, language)}
            </span>
            <bdi dir="ltr" className="pepper-sections__pepper-shu">
              {pepperShuCompact(other)} SHU
            </bdi>
            <HeatBadge level={pepperHeatLevel(other)} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Also from Mexico": the country's other peppers, the most common first, and a link to all of them. */
function SameCountry({ country, peppers }: { country: string; peppers: PepperLinkFieldsFragment[] }) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const { search } = useLocation();
  if (peppers.length === 0) return null;
  const name = countryName(country, language);
  return (
    <>
      <p className="pepper-sections__count">{t('sections.origin.alsoFrom', { country: name })}</p>
      <PepperLinks peppers={peppers} />
      <p className="pepper-sections__more">
        <Link to={{ pathname: '/peppers', search: withComparePicks(search, { [FACET_PARAMS.origins]: country }) }}>
          {t('sections.origin.all', { country: name })}
        </Link>
      </p>
    </>
  );
}

/** The numbered references: the title (a link when it has an address), who published it and when, what it is cited for. */
function SourceList({ sources }: { sources: Sections['sources'] }) {
  const { t } = useTranslation('peppers');
  return (
    <ol className="pepper-sections__sources">
      {sources.map((source, i) => (
        <li key={i} id={sourceId(i + 1)} tabIndex={-1}>
          <cite dir="auto">
            {source.url ? (
              <a href={source.url} rel="noopener noreferrer nofollow" dir="auto">
                {source.title}
              </a>
            ) : (
              source.title
            )}
          </cite>
          {source.publisher && (
            <>
              {', '}
              <bdi>{source.publisher}</bdi>
            </>
          )}
          {source.year !== null && <> ({source.year})</>}
          {source.supports.length > 0 && (
            <span className="pepper-sections__supports">
              {' '}
              {t('sections.sources.citedFor', { facts: source.supports.map((fact) => t(`sections.sources.facts.${fact}`)).join(', ') })}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The id of the n-th reference (1-based), the target of the marks that cite it. */
const sourceId = (n: number) => `pepper-source-${n}`;

/**
 * "[1]" after a figure: the number of the first source cited for the fact, linked to it in the Sources section;
 * nothing when no source is cited for it. Reads the sections' query (the same request, answered once).
 */
export function SourceMark({ slug, fact }: { slug: string; fact: SourceSupport }) {
  const { t } = useTranslation('peppers');
  const { data } = useQuery(PepperSectionsDocument, { variables: { slug } });
  const n = sourceNumberFor(data?.pepperBySlug?.sources ?? [], fact);
  if (n === null) return null;
  return (
    <sup className="source-mark">
      <a href={`#${sourceId(n)}`} onClick={(event) => jumpTo(event, sourceId(n))} aria-label={t('sections.sources.cite', { n })}>
        [{n}]
      </a>
    </sup>
  );
}

/** The recipes that use the pepper, best rated first, each a link to its page. */
function PepperRecipes({ recipes }: { recipes: Sections['recipes'] }) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const format = numberFormat(language);
  return (
    <>
      <p className="pepper-sections__count">
        {t('sections.recipes.total', { count: recipes.totalItems, formatted: format.format(recipes.totalItems) })}
      </p>
      <ul className="pepper-sections__topics">
        {recipes.items.map((recipe) => (
          <li key={recipe.id}>
            <Link to={contentPath('recipes', recipe.slug)} dir="auto">
              {localized(recipe.title, recipe.hebTitle, language)}
            </Link>
          </li>
        ))}
      </ul>
      {recipes.totalItems > recipes.items.length && <Link to={CONTENT_PATHS.recipes}>{t('sections.recipes.more')}</Link>}
    </>
  );
}

function CommunityTopics({ topics }: { topics: Sections['forumTopics'] }) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const format = numberFormat(language);
  if (topics.totalItems === 0) return <p className="pepper-sections__empty">{t('sections.community.empty')}</p>;
  return (
    <>
      <p className="pepper-sections__count">
        {t('sections.community.total', { count: topics.totalItems, formatted: format.format(topics.totalItems) })}
      </p>
      <ul className="pepper-sections__topics">
        {topics.items.map((topic) => (
          <li key={topic.id}>
            <Link to={topicPath(topic.id)} dir="auto">
              {topic.title}
            </Link>{' '}
            <span className="pepper-sections__replies">
              {t('sections.community.replies', { count: topic.commentsCount, formatted: format.format(topic.commentsCount) })}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
