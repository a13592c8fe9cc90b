import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/modules/ui/components/icons';
import type { CatalogueFiltersState } from '../hooks/useCatalogueFilters';
import { useFacetLabel } from '../hooks/useFacetLabel';
import { FACETS } from '../utils/catalogueFilters';

export interface ActiveFiltersProps {
  state: CatalogueFiltersState;
  /** The empty state offers its own "clear all filters". */
  showClearAll: boolean;
}

interface Chip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** What narrows the list, each removable, and "clear all filters". */
export function ActiveFilters({ state, showClearAll }: ActiveFiltersProps) {
  const { t } = useTranslation('peppers');
  const { t: tCommon } = useTranslation();
  const facetLabel = useFacetLabel();
  const { filters, isFiltered, setSearch, toggleFacetValue, setFlag, clearFilters } = state;
  if (!isFiltered) return null;

  const chips: Chip[] = [
    ...(filters.search
      ? [{ key: 'search', label: t('filters.searchChip', { search: filters.search }), onRemove: () => setSearch('') }]
      : []),
    ...FACETS.flatMap((facet) =>
      filters[facet].map((value) => ({
        key: `${facet}:${value}`,
        label: facetLabel(facet, value),
        onRemove: () => toggleFacetValue(facet, value),
      })),
    ),
    ...(filters.featured ? [{ key: 'featured', label: t('filters.featured'), onRemove: () => setFlag('featured', false) }] : []),
    ...(filters.favoritesOnly
      ? [{ key: 'favorites', label: t('filters.favoritesOnly'), onRemove: () => setFlag('favoritesOnly', false) }]
      : []),
  ];

  return (
    <div className="active-filters">
      <ul className="active-filters__list" aria-label={t('filters.active')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="filter-chip" aria-label={t('filters.remove', { label: chip.label })} onClick={chip.onRemove}>
              <bdi>{chip.label}</bdi>
              <CloseIcon width={14} height={14} />
            </button>
          </li>
        ))}
      </ul>
      {showClearAll && (
        <button type="button" className="button button--ghost button--small" onClick={clearFilters}>
          {tCommon('actions.clearFilters')}
        </button>
      )}
    </div>
  );
}
