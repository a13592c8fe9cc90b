import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { countryCode, pepperColor, pepperShape, searchWords } from '@pepper-atlas/domain';
import type { DataSource } from 'typeorm';
import { ContentCache } from '../common/cache/content-cache.js';
import type { PepperListArgs } from './dto/pepper-list.args.js';

/** One value list of a filter as the query compares it: mapped, without repeats, in one order. */
function valueSet(values: readonly string[] | null | undefined, code: (value: string) => string = (v) => v): string[] {
  return [...new Set((values ?? []).filter((v) => v.trim() !== '').map(code))].sort();
}

/**
 * A catalogue filter as one string: two filters that select the same peppers get the same key (the
 * search by its folded words, colours, shapes and origins by their codes, lists in one order).
 */
export function catalogueFilterKey(args: Partial<PepperListArgs>): string {
  return JSON.stringify([
    args.status ?? 'active',
    searchWords(args.search).join(' '),
    args.searchIn ?? 'all',
    valueSet(args.heatLevels),
    valueSet(args.groups),
    valueSet(args.colors, (v) => pepperColor(v) ?? ''),
    valueSet(args.shapes, (v) => pepperShape(v) ?? ''),
    valueSet([...(args.countries ?? []), ...(args.origins ?? [])], (v) => countryCode(v) ?? ''),
    args.featured ?? null,
    args.ids ? valueSet(args.ids) : null,
  ]);
}

/** The catalogue's cache (peppers.service.ts): totals, statistics and page ids, by the catalogue's version. */
@Injectable()
export class CatalogueCache extends ContentCache {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, 'catalogue');
  }
}
