import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the browser title to "<page> | <site name>" in the current language, and the page's meta
 * description when given (the server wrote both into the first HTML; this keeps them right as the
 * reader navigates). A null page leaves the title to a component inside the page (a pepper's details).
 */
export function useDocumentTitle(page: string | null, description?: string): void {
  const { t } = useTranslation();
  const title = page === null ? null : t('documentTitle', { page });
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  useEffect(() => {
    if (description === undefined) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
