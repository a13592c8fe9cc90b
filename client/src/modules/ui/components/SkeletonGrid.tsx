import { useTranslation } from 'react-i18next';
import './SkeletonGrid.css';

export interface SkeletonGridProps {
  count: number;
  /** Grid class of the real content, so the placeholders take the same shape. */
  className: string;
}

/** Placeholder cards while a list loads; announced once to screen readers. */
export function SkeletonGrid({ count, className }: SkeletonGridProps) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{t('status.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton-card" aria-hidden="true">
          <span className="skeleton-line skeleton-line--title" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
        </div>
      ))}
    </div>
  );
}
