import { formatShuRangeCompact, heatBarPercent, heatLevelOfShu, SCOVILLE_REFERENCE_PEPPERS } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import type { CataloguePepperFieldsFragment } from '@/generated/graphql';
import { heatLevelClass } from '../utils/heatScale';
import { pepperName, pepperShuCompact } from '../utils/pepperDisplay';
import './heat.css';

export interface ScovilleChartProps {
  pepper: Pick<CataloguePepperFieldsFragment, 'name' | 'hebName' | 'shu' | 'shuMin' | 'shuMax'>;
}

/** A little above the Carolina Reaper's 2,200,000 SHU, so the hottest mark is not drawn against the edge. */
const SCALE_TOP = 3_200_000;
const TICKS = [
  { shu: 1_000, label: '1K' },
  { shu: 10_000, label: '10K' },
  { shu: 100_000, label: '100K' },
  { shu: 1_000_000, label: '1M' },
] as const;

interface ChartRow {
  key: string;
  name: string;
  shu: string;
  min: number;
  max: number | null;
  current: boolean;
}

/** Where an SHU figure sits on the axis, in percent from its inline start (0 SHU at 0). */
const at = (shu: number) => heatBarPercent(shu, SCALE_TOP);

/**
 * The Scoville scale on a logarithmic axis: the five well-known peppers, each a row, with this pepper's range
 * among them in order of heat (or the reference row itself when it is one of them). Rows rather than marks on one
 * line, because on a phone the names of the hotter peppers would run into each other.
 */
export function ScovilleChart({ pepper }: ScovilleChartProps) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const name = pepperName(pepper, language);
  const references: ChartRow[] = SCOVILLE_REFERENCE_PEPPERS.map((reference) => ({
    key: reference.key,
    name: language === 'he' ? reference.hebName : reference.name,
    shu: formatShuRangeCompact({ text: '', min: reference.min, max: reference.max, openEnded: false }),
    min: reference.min,
    max: reference.max,
    current: reference.name === pepper.name,
  }));
  const rows = references.some((row) => row.current)
    ? references
    : [
        ...references,
        { key: 'current', name, shu: pepperShuCompact(pepper), min: pepper.shuMin, max: pepper.shuMax ?? null, current: true },
      ].sort((a, b) => a.min - b.min || Number(a.current) - Number(b.current));
  const label = t('sections.heat.chartLabel', {
    rows: rows
      .map((row) => t(row.current ? 'sections.heat.rowCurrent' : 'sections.heat.row', { name: row.name, shu: row.shu }))
      .join('; '),
  });

  return (
    <div className="scoville" role="img" aria-label={label}>
      {rows.map((row) => {
        const start = at(row.min);
        // An open-ended range ("100,000+") is drawn to the end of the axis.
        const end = row.max === null ? 100 : at(row.max);
        const level = heatLevelClass(heatLevelOfShu({ min: row.min, max: row.max }));
        return (
          <div key={row.key} className={`scoville__row${row.current ? ' scoville__row--current' : ''}`}>
            <span className="scoville__name">
              {row.name} <bdi dir="ltr">{row.shu}</bdi>
            </span>
            <span className="scoville__track">
              <span
                className={`scoville__range heat-bar--${level}`}
                style={{ insetInlineStart: `${start}%`, inlineSize: `${end - start}%` }}
              />
            </span>
          </div>
        );
      })}
      <div className="scoville__row scoville__row--axis" aria-hidden="true">
        <span className="scoville__name">SHU</span>
        <span className="scoville__track scoville__track--axis">
          <span className="scoville__tick" style={{ insetInlineStart: '0%' }}>
            0
          </span>
          {TICKS.map((tick) => (
            <span key={tick.label} className="scoville__tick" style={{ insetInlineStart: `${at(tick.shu)}%` }}>
              {tick.label}
            </span>
          ))}
        </span>
      </div>
    </div>
  );
}
