import { HEAT_LEVELS, PEPPER_GROUPS, normalizeHeatLevel } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import type { PepperStatsQuery } from '@/generated/graphql';
import type { CatalogueFiltersState } from '../hooks/useCatalogueFilters';
import { useFacetLabel } from '../hooks/useFacetLabel';
import { FACET_PARAMS, FACETS, type Facet, FLAG_PARAMS, SEARCH_TERM_PARAM } from '../utils/catalogueFilters';
import { groupLabel } from '../utils/vocabulary';
import { FilterGroup, type FilterOption } from './FilterGroup';
import { useLocation } from 'react-router-dom';

type Stats = PepperStatsQuery['pepperStats'];
type FacetCounts = { value: string; count: number; hebValue?: string | null }[];

const STATS_FIELDS: Record<Facet, keyof Omit<Stats, '__typename' | 'total' | 'hottestShu'>> = {
  heatLevels: 'byHeatLevel',
  groups: 'byGroup',
  origins: 'byOrigin',
  colors: 'byColor',
  shapes: 'byShape',
};

function storedName(facet: Facet, value: string): string {
  if (facet === 'heatLevels') return normalizeHeatLevel(value) ?? value;
  if (facet === 'groups') return groupLabel(value);
  return value;
}

/** From this width the panel is a column beside the results (PeppersCatalogue.css); below it, a sheet opened from the toolbar. */
export const SIDE_PANEL = '(min-width: 60rem)';

/** Heat levels and groups are fixed lists (shown in their natural order); the rest come from the data. */
const FIXED_VALUES: Partial<Record<Facet, readonly string[]>> = {
  heatLevels: HEAT_LEVELS,
  groups: PEPPER_GROUPS,
};

export interface CatalogueFiltersProps {
  id: string;
  state: CatalogueFiltersState;
  stats: Stats | undefined;
  /** Shown: beside the results on a wide screen, in the sheet on a phone (where it is drawn only once opened). */
  open: boolean;
  /** Inside the phone sheet, whose title already names the panel. */
  inSheet?: boolean;
}

/** The filter panel: heat level, group, origin, colour and shape, plus featured and favorites only. */
export function CatalogueFilters({ id, state, stats, open, inSheet = false }: CatalogueFiltersProps) {
  const { t } = useTranslation('peppers');
  const facetLabel = useFacetLabel();
  const { filters, toggleFacetValue, setFlag } = state;
  const { pathname } = useLocation();

  const optionsOf = (facet: Facet): FilterOption[] => {
    // Heat levels and groups come as API values (very_hot); the filters hold stored names (Very Hot).
    const counts: FacetCounts | undefined = stats?.[STATS_FIELDS[facet]].map((c) => ({ ...c, value: storedName(facet, c.value) }));
    const countOf = (value: string) => (counts ? (counts.find((c) => c.value === value)?.count ?? 0) : undefined);
    const values = FIXED_VALUES[facet] ?? counts?.map((c) => c.value) ?? [];
    // A value chosen in the URL stays visible (to be unchecked) even when no pepper has it.
    const all = [...values, ...filters[facet].filter((value) => !values.includes(value))];
    const hebOf = (value: string) => counts?.find((c) => c.value === value)?.hebValue;
    return all.map((value) => ({ value, label: facetLabel(facet, value, hebOf(value)), count: countOf(value) }));
  };

  return (
    <aside id={id} className={inSheet ? 'catalogue-filters' : 'catalogue-filters catalogue-filters--side'} data-open={open || undefined} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={inSheet ? 'visually-hidden' : 'catalogue-filters__heading'}>
        {t('filters.heading')}
      </h2>
      {/* A plain GET form to the catalogue's own address: without JavaScript, "Apply" loads the filtered page. */}
      <form method="get" action={pathname} onSubmit={(event) => event.preventDefault()}>
        {filters.search && <input type="hidden" name={SEARCH_TERM_PARAM} value={filters.search} />}
        <fieldset className="filter-group">
          <legend className="visually-hidden">{t('filters.show')}</legend>
          <label className="filter-option">
            <input
              type="checkbox"
              name={FLAG_PARAMS.featured}
              value="1"
              checked={filters.featured}
              onChange={(e) => setFlag('featured', e.target.checked)}
            />
            <span className="filter-option__label">{t('filters.featured')}</span>
          </label>
          <label className="filter-option">
            <input
              type="checkbox"
              name={FLAG_PARAMS.favoritesOnly}
              value="1"
              checked={filters.favoritesOnly}
              onChange={(e) => setFlag('favoritesOnly', e.target.checked)}
            />
            <span className="filter-option__label">{t('filters.favoritesOnly')}</span>
          </label>
        </fieldset>
        {FACETS.map((facet) => (
          <FilterGroup
            key={facet}
            legend={t(`filters.${facet}`)}
            options={optionsOf(facet)}
            selected={filters[facet]}
            onToggle={(value) => toggleFacetValue(facet, value)}
            botanical={facet === 'groups'}
            name={FACET_PARAMS[facet]}
          />
        ))}
        <noscript>
          <button type="submit" className="button button--primary">
            {t('filters.apply')}
          </button>
        </noscript>
      </form>
    </aside>
  );
}
