import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { searchWords } from '@pepper-atlas/domain';
import type { DataSource } from 'typeorm';
import { ContentCache } from '../common/cache/content-cache.js';
import type { PepperListArgs } from './dto/pepper-list.args.js';
import { INDEX_FACETS, type IndexFacet } from './catalogue-index.js';
import { pepperFilterValues } from './pepper-filter.js';

/**
 * A catalogue filter as one string: two filters that select the same peppers get the same key (the
 * search by its folded words, every facet by the codes the query compares, without repeats, in one order).
 */
export function catalogueFilterKey(args: Partial<PepperListArgs>): string {
  const { facets, featured } = pepperFilterValues(args);
  const codes = (facet: IndexFacet) => [...new Set(facets[facet] ?? [])].sort();
  return JSON.stringify([
    args.status ?? 'active',
    searchWords(args.search).join(' '),
    args.searchIn ?? 'all',
    ...INDEX_FACETS.map(codes),
    featured ?? null,
    args.ids ? [...new Set(args.ids.filter((v) => v.trim() !== ''))].sort() : null,
  ]);
}

/** The catalogue's cache (peppers.service.ts): totals, statistics and page ids, by the catalogue's version. */
@Injectable()
export class CatalogueCache extends ContentCache {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, 'catalogue');
  }
}
