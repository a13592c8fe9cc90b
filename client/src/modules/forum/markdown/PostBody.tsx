import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import './postBody.css';

export interface PostBodyProps {
  /**
   * The post rendered by the server's one Markdown renderer (Topic.descriptionHtml, Comment.textHtml,
   * previewPost): safe HTML, raw HTML escaped, links checked.
   */
  html?: string | null;
  /** The stored Markdown source: shown as plain text (paragraphs, line breaks) until the HTML is there. */
  source: string;
  className?: string;
}

/**
 * A topic's or comment's body, wherever a post is shown (topic, comments, report review, preview).
 * The server renders Markdown once, safely, so no parser ships to the browser; links to the site's own
 * pages (`[[Pepper]]`, `@member`) open in the app without reloading it.
 */
export function PostBody({ html, source, className }: PostBodyProps) {
  const navigate = useNavigate();
  const classes = ['post-body', className].filter(Boolean).join(' ');

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };

  if (html == null) {
    return (
      <div className={classes}>
        {source
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            <p key={index} dir="auto" className="post-body__plain">
              {paragraph}
            </p>
          ))}
      </div>
    );
  }
  // The HTML comes from the server's renderer (html: false, checked links): the one place it is trusted.
  return <div className={classes} onClick={handleClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
