import { HEAT_LEVELS } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import type { PepperStatsQuery } from '@/generated/graphql';
import { useFacetLabel } from '../hooks/useFacetLabel';
import { heatLevelValue } from '../utils/vocabulary';
import { SpeciesName } from './SpeciesName';
import './CatalogueStats.css';
import { numberFormat } from '@/modules/ui/utils/intl';

type Stats = PepperStatsQuery['pepperStats'];

export interface CatalogueStatsProps {
  stats: Stats;
}

const TOP_ORIGINS = 3;

/** Statistics of the active catalogue: total peppers, heat levels, origins and species groups. */
export function CatalogueStats({ stats }: CatalogueStatsProps) {
  const { t, i18n } = useTranslation('peppers');
  const facetLabel = useFacetLabel();
  const number = numberFormat(i18n.language);
  const percent = (count: number) => (stats.total > 0 ? (count / stats.total) * 100 : 0);
  const heatCounts = HEAT_LEVELS.map((level, index) => ({
    level,
    index,
    count: stats.byHeatLevel.find((c) => c.value === heatLevelValue(level))?.count ?? 0,
  })).filter((entry) => entry.count > 0);

  return (
    <section className="catalogue-stats" aria-labelledby="catalogue-stats-heading">
      <h2 id="catalogue-stats-heading" className="visually-hidden">
        {t('stats.heading')}
      </h2>
      <div className="stats-tile">
        <h3 className="stats-tile__label">{t('stats.total')}</h3>
        <p className="stats-tile__value">{number.format(stats.total)}</p>
      </div>
      <div className="stats-tile">
        <h3 className="stats-tile__label">{t('stats.heatLevels')}</h3>
        <p className="stats-tile__value">{number.format(heatCounts.length)}</p>
        <div className="stats-heat-bar" aria-hidden="true">
          {heatCounts.map((entry) => (
            <span
              key={entry.level}
              className={`stats-heat-bar__part stats-heat--${entry.index}`}
              style={{ inlineSize: `${percent(entry.count)}%` }}
            />
          ))}
        </div>
        <ul className="stats-list">
          {heatCounts.map((entry) => (
            <li key={entry.level}>
              <span className={`stats-dot stats-heat--${entry.index}`} aria-hidden="true" />
              <span>{facetLabel('heatLevels', entry.level)}</span>
              <span className="stats-list__count">{number.format(entry.count)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="stats-tile">
        <h3 className="stats-tile__label">{t('stats.origins')}</h3>
        <p className="stats-tile__value">{number.format(stats.byOrigin.length)}</p>
        <ul className="stats-list">
          {stats.byOrigin.slice(0, TOP_ORIGINS).map((entry) => (
            <li key={entry.value}>
              <bdi>{facetLabel('origins', entry.value, entry.hebValue)}</bdi>
              <span className="stats-list__count">{number.format(entry.count)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="stats-tile">
        <h3 className="stats-tile__label">{t('stats.groups')}</h3>
        <p className="stats-tile__value">{number.format(stats.byGroup.length)}</p>
        <div className="stats-heat-bar" aria-hidden="true">
          {stats.byGroup.map((entry, index) => (
            <span
              key={entry.value}
              className={`stats-heat-bar__part stats-group--${index % 5}`}
              style={{ inlineSize: `${percent(entry.count)}%` }}
            />
          ))}
        </div>
        <ul className="stats-list">
          {stats.byGroup.map((entry, index) => (
            <li key={entry.value}>
              <span className={`stats-dot stats-group--${index % 5}`} aria-hidden="true" />
              <SpeciesName group={entry.value} />
              <span className="stats-list__count">{number.format(entry.count)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Keeps the statistics' place while they load, so the toolbar below does not jump. */
export function CatalogueStatsPlaceholder() {
  return (
    <div className="catalogue-stats" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="stats-tile stats-tile--placeholder">
          <span className="skeleton-line skeleton-line--short" />
          <span className="skeleton-line skeleton-line--title" />
        </div>
      ))}
    </div>
  );
}
