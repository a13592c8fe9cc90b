import { useTranslation } from 'react-i18next';
import './PageLoading.css';

/** Shown while a screen or its data loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading container" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{t('status.loading')}</span>
    </div>
  );
}
