import { useTranslation } from 'react-i18next';
import { COMPARE_MAX, COMPARE_MIN, type CompareSelection } from '../hooks/useCompareSelection';
import { CompareIcon } from './catalogueIcons';

export interface CompareTrayProps {
  selection: CompareSelection;
  onCompare: () => void;
}

/** Shown while peppers are picked for comparison: how many, compare (from 2), clear. */
export function CompareTray({ selection, onCompare }: CompareTrayProps) {
  const { t } = useTranslation('peppers');
  const count = selection.ids.length;
  if (count === 0) return null;

  return (
    <section className="compare-tray" aria-label={t('compare.trayLabel')}>
      <p className="compare-tray__status" role="status">
        {t('compare.selected', { count, max: COMPARE_MAX })}
        {!selection.canCompare && <span className="compare-tray__hint"> {t('compare.hint', { min: COMPARE_MIN })}</span>}
        {selection.overLimit && <span className="compare-tray__hint"> {t('compare.limit', { max: COMPARE_MAX })}</span>}
      </p>
      <div className="compare-tray__actions">
        <button type="button" className="button button--ghost button--small" onClick={selection.clear}>
          {t('compare.clear')}
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          aria-haspopup="dialog"
          disabled={!selection.canCompare}
          onClick={onCompare}
        >
          <CompareIcon width={16} height={16} />
          {t('compare.open', { count })}
        </button>
      </div>
    </section>
  );
}
