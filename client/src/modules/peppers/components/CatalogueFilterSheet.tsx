import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/modules/ui/components/Dialog';
import { numberFormat } from '@/modules/ui/utils/intl';

export interface CatalogueFilterSheetProps {
  /** How many peppers the chosen filters show (while they load: the last count). */
  resultCount: number;
  onClear: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The filters on a phone: a sheet from the bottom of the screen over the results, with "Clear" and
 * "Show N results". Each choice applies at once (the count follows); closing shows the results.
 * A chunk of its own: the catalogue's first load stays as it was.
 */
export function CatalogueFilterSheet({ resultCount, onClear, onClose, children }: CatalogueFilterSheetProps) {
  const { t, i18n } = useTranslation('peppers');
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
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('filters.showResults', {
              count: resultCount,
              formatted: numberFormat(i18n.language).format(resultCount),
            })}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
