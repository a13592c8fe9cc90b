import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './Pagination.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * The address of a page, where the page is in the URL: the pages are then links (they work without JavaScript, in
   * the server's HTML, and open in a new tab); a click still goes through onPageChange.
   */
  pageHref?: (page: number) => string;
}

interface PageControlProps {
  page: number;
  href?: string;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  className: string;
  label?: string;
  current?: boolean;
  children: ReactNode;
}

/** A button, or a link to the page's address (a plain click stays in the app). */
function PageControl({ page, href, onPageChange, disabled, className, label, current, children }: PageControlProps) {
  if (href === undefined || disabled) {
    return (
      <button
        type="button"
        className={className}
        disabled={disabled}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        onClick={() => onPageChange(page)}
      >
        {children}
      </button>
    );
  }
  return (
    <a
      href={href}
      className={className}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onPageChange(page);
      }}
    >
      {children}
    </a>
  );
}

type PageItem = number | 'gap';

/** First, last, and the current page with its neighbours; gaps in between. */
function pageItems(page: number, totalPages: number): PageItem[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

export function Pagination({ page, totalPages, onPageChange, pageHref }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;

  const href = (target: number) => pageHref?.(target);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <PageControl page={page - 1} href={href(page - 1)} onPageChange={onPageChange} disabled={page <= 1} className="button button--ghost">
        {t('pagination.previous')}
      </PageControl>
      <ol className="pagination__pages">
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageControl
                page={item}
                href={href(item)}
                onPageChange={onPageChange}
                className="pagination__page"
                label={t('pagination.page', { page: item })}
                current={item === page}
              >
                {item}
              </PageControl>
            </li>
          ),
        )}
      </ol>
      <PageControl
        page={page + 1}
        href={href(page + 1)}
        onPageChange={onPageChange}
        disabled={page >= totalPages}
        className="button button--ghost"
      >
        {t('pagination.next')}
      </PageControl>
    </nav>
  );
}
