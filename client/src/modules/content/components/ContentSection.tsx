import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONTENT_PATHS, type ContentKind } from '../utils/contentKinds';
import './ContentSection.css';

export interface ContentSectionProps {
  kind: ContentKind;
  children: ReactNode;
}

/** A home page section of one kind of content, with 'view all' leading to its list. */
export function ContentSection({ kind, children }: ContentSectionProps) {
  const { t } = useTranslation('content');
  const headingId = `home-${kind}-title`;
  return (
    <section className="container home-section content-section" aria-labelledby={headingId}>
      <header className="section-header content-section__header">
        <div>
          <h2 id={headingId}>{t(`${kind}.title`)}</h2>
          <p>{t(`${kind}.subtitle`)}</p>
        </div>
        <Link to={CONTENT_PATHS[kind]} className="button button--ghost button--small">
          {t('viewAll')}
          <span className="visually-hidden">: {t(`${kind}.title`)}</span>
        </Link>
      </header>
      {children}
    </section>
  );
}
