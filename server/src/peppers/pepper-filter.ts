import { countryCode, pepperColor, pepperShape } from '@pepper-atlas/domain';
import type { PepperListArgs } from './dto/pepper-list.args.js';
import type { IndexFacet } from './catalogue-index.js';

/** A catalogue filter's values as the rows hold them (codes), for SQL (PeppersService.filtered) and the index alike. */
export interface PepperFilterValues {
  /** Each facet asked for: the codes a row's value must be one of (an unknown name is '', which no row has). */
  facets: Partial<Record<IndexFacet, string[]>>;
  featured?: boolean;
}

/** The column of each facet. */
export const FACET_COLUMNS: Record<IndexFacet, string> = {
  heatLevel: 'p.heat_level',
  group: 'p."group"',
  color: 'p.color',
  shape: 'p.shape',
  country: 'p.country',
};

/**
 * Colours and shapes may be named as codes or in either language, origins as codes or country names in either language
 * ("MX", "Mexico", "מקסיקו"); blank values are no value.
 */
export function pepperFilterValues(args: Partial<PepperListArgs>): PepperFilterValues {
  const given = (values: readonly string[] | null | undefined) => (values ?? []).filter((v) => v.trim() !== '');
  const lists: [IndexFacet, string[], (value: string) => string][] = [
    ['heatLevel', given(args.heatLevels), (v) => v],
    ['group', given(args.groups), (v) => v],
    ['color', given(args.colors), (v) => pepperColor(v) ?? ''],
    ['shape', given(args.shapes), (v) => pepperShape(v) ?? ''],
    ['country', given([...(args.countries ?? []), ...(args.origins ?? [])]), (c) => countryCode(c) ?? ''],
  ];
  const facets: PepperFilterValues['facets'] = {};
  for (const [facet, values, code] of lists) if (values.length) facets[facet] = values.map(code);
  return { facets, ...(args.featured !== undefined && args.featured !== null ? { featured: args.featured } : {}) };
}
