import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '@/core/i18n/useLanguage';
import {
  PepperSectionsDocument,
  type CataloguePepperFieldsFragment,
  type PepperLinkFieldsFragment,
  type PepperSectionsQuery,
} from '@/generated/graphql';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { numberFormat } from '@/modules/ui/utils/intl';
import { topicPath } from '@/modules/ui/utils/topicPath';
import { pepperPath } from '../hooks/useOpenPepper';
import { pepperHeatLevel, pepperName, pepperShuCompact } from '../utils/pepperDisplay';
import { HeatBadge } from './HeatBadge';
import { ScovilleChart } from './ScovilleChart';
import './PepperSections.css';

type Sections = NonNullable<PepperSectionsQuery['pepperBySlug']>;

export interface PepperSectionsProps {
  pepper: CataloguePepperFieldsFragment;
}

/**
 * The parts of a pepper's page that need more than the catalogue knows (issue 33): its heat on the Scoville scale
 * with the jalapeño sentence, similar peppers, substitutes and the forum topics that link it. One query, so the
 * server's render waits for it once and the page arrives whole for readers without JavaScript.
 */
export function PepperSections({ pepper }: PepperSectionsProps) {
  const { t } = useTranslation('peppers');
  const { data, loading } = useQuery(PepperSectionsDocument, { variables: { slug: pepper.slug } });
  const sections = data?.pepperBySlug;

  if (!sections && !loading) {
    // One query answers every section, so one message stands for all of them; the chart needs none of it.
    return (
      <div className="pepper-sections">
        <Section id="heat" title={t('sections.heat.title')}>
          <ScovilleChart pepper={pepper} />
        </Section>
        <StateMessage tone="error" headingLevel={3} title={t('sections.errorTitle')}>
          <p>{t('sections.errorMessage')}</p>
        </StateMessage>
      </div>
    );
  }

  return (
    <div className="pepper-sections">
      <Section id="heat" title={t('sections.heat.title')}>
        <ScovilleChart pepper={pepper} />
        {sections ? <HeatSentence comparison={sections.heatComparison} /> : <Skeleton />}
      </Section>
      {sections && <NoteSection id="uses" title={t('sections.uses.title')} en={sections.uses} he={sections.hebUses} />}
      {sections && <NoteSection id="growing" title={t('sections.growing.title')} en={sections.growingNote} he={sections.hebGrowingNote} />}
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
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `pepper-section-${id}`;
  return (
    <section className="pepper-sections__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="pepper-sections__heading">
        {title}
      </h3>
      {children}
    </section>
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
 * language (read out in the right voice, drawn in its own direction); nothing when the pepper has neither.
 */
function NoteSection({ id, title, en, he }: { id: string; title: string; en: string | null; he: string | null }) {
  const { language } = useLanguage();
  const [text, lang] = language === 'he' ? [he ?? en, he ? 'he' : 'en'] : [en ?? he, en ? 'en' : 'he'];
  if (!text) return null;
  return (
    <Section id={id} title={title}>
      <p className="pepper-sections__note" lang={lang === language ? undefined : lang} dir="auto">
        {text}
      </p>
    </Section>
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
  const { search } = useLocation();
  return (
    <ul className="pepper-sections__peppers">
      {peppers.map((other) => (
        <li key={other.id}>
          {/* As a card opens a pepper: the catalogue's filters kept, the history entry replaced. */}
          <Link to={{ pathname: pepperPath(other.slug), search }} replace preventScrollReset className="pepper-sections__pepper">
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
