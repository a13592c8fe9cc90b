import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { memberPath } from '../utils/memberPath';
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
