import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { memberPath } from '@/modules/ui/utils/memberPath';
import './AuthorLink.css';

export interface AuthorLinkProps {
  username: string;
  /** What the link shows; the username by default (inside a translation's <author> tag, its text). */
  children?: ReactNode;
}

/** An author's name, linked to their public page (`/users/:username`). */
export function AuthorLink({ username, children }: AuthorLinkProps) {
  return (
    <Link to={memberPath(username)} className="author-link">
      <bdi>{children ?? username}</bdi>
    </Link>
  );
}

const MARK = '\u0000';

export interface AuthorSentenceProps {
  username: string;
  /** The translated sentence around the name (`t('card.by', { author })`). */
  text: (author: string) => string;
}

/** A translated sentence with the author's name in it, the name linked to their page. */
export function AuthorSentence({ username, text }: AuthorSentenceProps) {
  const [before = '', after = ''] = text(MARK).split(MARK);
  return (
    <>
      {before}
      <AuthorLink username={username} />
      {after}
    </>
  );
}
