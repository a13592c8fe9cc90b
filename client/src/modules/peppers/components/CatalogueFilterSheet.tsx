import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/modules/ui/components/Dialog';
import { numberFormat } from '@/modules/ui/utils/intl';

export interface CatalogueFilterSheetProps {
  /** How many peppers the chosen filters show. */
  resultCount: number;
  /** The count for the latest choice is on its way: the button keeps the last count meanwhile. */
  loading: boolean;
  onClear: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The filters on a phone: a sheet from the bottom of the screen over the results, with "Clear" and
 * "Show N results". Each choice applies at once (the count follows); closing shows the results.
 * A chunk of its own: the catalogue's first load stays as it was.
 */
export function CatalogueFilterSheet({ resultCount, loading, onClear, onClose, children }: CatalogueFilterSheetProps) {
  const { t, i18n } = useTranslation('peppers');
  const [count, setCount] = useState(resultCount);
  if (!loading && count !== resultCount) setCount(resultCount);
  return (
    <Dialog
      title={t('filters.heading')}
      onClose={onClose}
      size="sheet"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClear}>
            {t('filters.clear')}
          </button>
          <button type="button" className="button button--primary" onClick={onClose} aria-busy={loading || undefined}>
            {t('filters.showResults', { count, formatted: numberFormat(i18n.language).format(count) })}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
