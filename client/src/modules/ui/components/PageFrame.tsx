import type { ReactNode } from 'react';
import './PageFrame.css';

export interface PageFrameProps {
  title: string;
  description: string;
  /** Links onward from the screen. */
  children?: ReactNode;
}

/** A simple titled screen with an explanation and links. */
export function PageFrame({ title, description, children }: PageFrameProps) {
  return (
    <section className="container page-frame" aria-labelledby="page-frame-title">
      <img className="page-frame__icon" src="/favicon.svg" alt="" width="56" height="56" />
      <h1 id="page-frame-title">{title}</h1>
      <p className="page-frame__description">{description}</p>
      {children && <div className="page-frame__links">{children}</div>}
    </section>
  );
}
