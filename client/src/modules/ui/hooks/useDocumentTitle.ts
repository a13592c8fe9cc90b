import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser title to "<page> | <site name>" in the current language. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('documentTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
