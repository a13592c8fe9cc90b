import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/modules/ui/components/icons';
import type { CatalogueFiltersState } from '../hooks/useCatalogueFilters';
import { useFacetLabel } from '../hooks/useFacetLabel';
import { FACETS } from '../utils/facetParams';

export interface ActiveFiltersProps {
  state: CatalogueFiltersState;
  /** The empty state offers its own "clear all filters". */
  showClearAll: boolean;
  /** Gets the focus when the last filter is removed (the chips are gone with it). */
  focusWhenCleared: RefObject<HTMLElement | null>;
}

interface Chip {
  key: string;
  label: string;
  /** A species name: italic, as everywhere (SpeciesName). */
  botanical?: boolean;
  onRemove: () => void;
}

/**
 * What narrows the list, each removable, and "clear all filters". A removed chip leaves the focus on
 * the chip taking its place (or the one before); with the last one gone, on `focusWhenCleared`.
 */
export function ActiveFilters({ state, showClearAll, focusWhenCleared }: ActiveFiltersProps) {
  const { t } = useTranslation('peppers');
  const { t: tCommon } = useTranslation();
  const facetLabel = useFacetLabel();
  const { filters, isFiltered, setSearch, toggleFacetValue, setFlag, clearFilters } = state;
  const listRef = useRef<HTMLUListElement>(null);
  // The chip to focus once the removal shows: its index, and how many chips there were before.
  const [pendingFocus, setPendingFocus] = useState<{ index: number; before: number } | null>(null);

  const chips: Chip[] = [
    ...(filters.search
      ? [{ key: 'search', label: t('filters.searchChip', { search: filters.search }), onRemove: () => setSearch('') }]
      : []),
    ...FACETS.flatMap((facet) =>
      filters[facet].map((value) => ({
        key: `${facet}:${value}`,
        label: facetLabel(facet, value),
        botanical: facet === 'groups',
        onRemove: () => toggleFacetValue(facet, value),
      })),
    ),
    ...(filters.featured ? [{ key: 'featured', label: t('filters.featured'), onRemove: () => setFlag('featured', false) }] : []),
    ...(filters.favoritesOnly
      ? [{ key: 'favorites', label: t('filters.favoritesOnly'), onRemove: () => setFlag('favoritesOnly', false) }]
      : []),
  ];
  const chipCount = isFiltered ? chips.length : 0;

  useEffect(() => {
    if (!pendingFocus || chipCount >= pendingFocus.before) return;
    setPendingFocus(null);
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.filter-chip');
    const next = buttons?.[Math.min(pendingFocus.index, buttons.length - 1)];
    (next ?? focusWhenCleared.current)?.focus();
  }, [pendingFocus, chipCount, focusWhenCleared]);

  if (!isFiltered) return null;

  const remove = (chip: Chip, index: number) => {
    setPendingFocus({ index, before: chips.length });
    chip.onRemove();
  };

  return (
    <div className="active-filters">
      <ul ref={listRef} className="active-filters__list" aria-label={t('filters.active')}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className="filter-chip"
              aria-label={t('filters.remove', { label: chip.label })}
              onClick={() => remove(chip, index)}
            >
              {chip.botanical ? (
                <i lang="la" dir="ltr">
                  {chip.label}
                </i>
              ) : (
                <bdi>{chip.label}</bdi>
              )}
              <CloseIcon width={14} height={14} />
            </button>
          </li>
        ))}
      </ul>
      {showClearAll && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            setPendingFocus({ index: 0, before: chips.length });
            clearFilters();
          }}
        >
          {tCommon('actions.clearFilters')}
        </button>
      )}
    </div>
  );
}
