import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentKind } from '../utils/contentKinds';
import { ContentKindIcon } from './ContentKindIcon';

export interface ContentMeta {
  key: string;
  icon: ReactNode;
  /** Visible text. */
  text: string;
  /** Fuller text for screen readers, when the visible text is terse. */
  label?: string;
}

export interface ContentCardProps {
  kind: ContentKind;
  title: string;
  /** A short line above the title (an event date, a difficulty, a level). */
  eyebrow?: ReactNode;
  excerpt: string;
  meta: ContentMeta[];
  /** The address of its page. */
  href: string;
  /** The title's heading level: 3 under a section's h2 (the home page), 2 right under the page's h1. */
  headingLevel?: 2 | 3;
  /** Its picture (the admin's upload), shown at the card's top in place of the kind's icon. */
  picture?: { src: string; srcSet?: string } | null;
}

/** A content card; the whole card opens its page (through the title's link). */
export function ContentCard({ kind, title, eyebrow, excerpt, meta, href, headingLevel = 3, picture }: ContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`content-card content-card--${kind}`}>
      {picture ? (
        // The title names it: decorative here. Its box is held by width, height and aspect-ratio (no layout shift).
        <img
          className="content-card__picture"
          src={picture.src}
          srcSet={picture.srcSet}
          sizes="(min-width: 44rem) 22rem, 100vw"
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          alt=""
        />
      ) : (
        <span className="content-card__icon">
          <ContentKindIcon kind={kind} width={22} height={22} />
        </span>
      )}
      {eyebrow && <p className="content-card__eyebrow">{eyebrow}</p>}
      <Heading className="content-card__title" dir="auto">
        <Link to={href} className="content-card__open">
          {title}
        </Link>
      </Heading>
      <p className="content-card__excerpt" dir="auto">
        {excerpt}
      </p>
      <ul className="content-card__meta">
        {meta.map((entry) => (
          <li key={entry.key}>
            {entry.icon}
            {entry.label ? (
              <>
                <span aria-hidden="true">{entry.text}</span>
                <span className="visually-hidden">{entry.label}</span>
              </>
            ) : (
              <span>{entry.text}</span>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
