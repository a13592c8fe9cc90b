import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, InputType, PickType, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ReaderLanguage } from '../../common/graphql/language.enum.js';
import { PagingArgs } from '../../common/pagination/paging.args.js';
import { QueryBoolean } from '../../common/rest/query-values.js';
import { SortOrder } from '../../common/pagination/sort-order.js';
import { TYPOS_WHEN_FEWER_THAN } from '../../common/search/folded-search.js';
import { HeatLevelEnum, PepperGroupEnum } from './pepper.enums.js';

export const READER_LANGUAGES = ['he', 'en'] as const;
export type ReaderLanguageName = (typeof READER_LANGUAGES)[number];
export { ReaderLanguage };

export const PEPPER_SORT_FIELDS = ['relevance', 'name', 'shu', 'popularity', 'newest', 'oldest', 'lastUpdated'] as const;
export type PepperSortField = (typeof PEPPER_SORT_FIELDS)[number];
export const PepperSortBy = Object.fromEntries(PEPPER_SORT_FIELDS.map((f) => [f, f])) as { [K in PepperSortField]: K };
registerEnumType(PepperSortBy, {
  name: 'PepperSortBy',
  description: 'relevance: names first, then the closest names (by name without a search); newest and oldest order by when the pepper was added',
});

export const PEPPER_SEARCH_SCOPES = ['all', 'names'] as const;
export type PepperSearchScope = (typeof PEPPER_SEARCH_SCOPES)[number];
export const PepperSearchIn = Object.fromEntries(PEPPER_SEARCH_SCOPES.map((f) => [f, f])) as { [K in PepperSearchScope]: K };
registerEnumType(PepperSearchIn, {
  name: 'PepperSearchIn',
  description: 'all: every searched field; names: the English and Hebrew names and the group only (what the admin table shows)',
});

export const PEPPER_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;
export type PepperStatusFilter = (typeof PEPPER_STATUS_FILTERS)[number];
export const PepperStatus = Object.fromEntries(PEPPER_STATUS_FILTERS.map((f) => [f, f])) as { [K in PepperStatusFilter]: K };
registerEnumType(PepperStatus, { name: 'PepperStatus', description: 'inactive and all are for admins' });

/** Query strings carry a list with one value as a plain string. */
const toList = ({ value }: { value: unknown }) => (value === undefined || value === null || Array.isArray(value) ? value : [value]);

/** An optional list of values to match (any of them), from GraphQL or a repeated query parameter. */
function ListFilter(maxLength: number, description?: string, enumRef?: object): PropertyDecorator {
  return applyDecorators(
    Field(() => [enumRef ?? String], { nullable: true, description }),
    IsOptional(),
    Transform(toList),
    IsArray(),
    ArrayMaxSize(100),
    IsString({ each: true }),
    MaxLength(maxLength, { each: true }),
  ) as PropertyDecorator;
}

@ArgsType()
export class PepperListArgs extends PagingArgs(24) {
  @Field(() => String, {
    nullable: true,
    description:
      'Matches names, group, descriptions, origin and growing time in both languages, ignoring case, accents and Hebrew points; ' +
      `every word must match, and when the words as typed find fewer than ${TYPOS_WHEN_FEWER_THAN} peppers a word of 4 letters or more also matches a name with a typo`,
  })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  search?: string;

  @Field(() => PepperSearchIn, { nullable: true, description: 'Where the search looks (default all)' })
  @IsOptional()
  @IsIn(PEPPER_SEARCH_SCOPES)
  searchIn?: PepperSearchScope;

  @ListFilter(50, 'Any of these heat levels (REST: the stored names, Very Hot)', HeatLevelEnum)
  heatLevels?: string[];

  @ListFilter(100, 'Any of these countries of origin: ISO codes (MX) or names in English or Hebrew')
  origins?: string[];

  @ListFilter(2, 'Any of these countries of origin, as ISO 3166-1 alpha-2 codes')
  countries?: string[];

  @ListFilter(50, 'Any of these groups (REST: the stored names, C. Annuum)', PepperGroupEnum)
  groups?: string[];

  @ListFilter(50, 'Any of these ripe colours: PepperColor codes (red) or names in English or Hebrew')
  colors?: string[];

  @ListFilter(50, 'Any of these shapes: PepperShape codes (conical) or names in English or Hebrew')
  shapes?: string[];

  @Field(() => Boolean, { nullable: true, description: 'true: featured only; false: not featured only' })
  @IsOptional()
  @QueryBoolean()
  featured?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Only the signed-in user\'s favorites' })
  @IsOptional()
  @QueryBoolean()
  favoritesOnly?: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'true: count every match for totalItems (a pager that shows the last page); by default the count stops at 1,000 or one past the page asked for, and totalCapped says so',
  })
  @IsOptional()
  @QueryBoolean()
  exactTotal?: boolean;

  @ListFilter(40, 'Only these ids (compare view, guest favorites)')
  ids?: string[];

  @Field(() => PepperStatus, { defaultValue: 'active' })
  @IsIn(PEPPER_STATUS_FILTERS)
  status: PepperStatusFilter = 'active';

  @Field(() => PepperSortBy, { nullable: true, description: 'Default: relevance with a search, name without' })
  @IsOptional()
  @IsIn(PEPPER_SORT_FIELDS)
  sortBy?: PepperSortField;

  @Field(() => SortOrder, { nullable: true, description: 'Defaults: name ascending, relevance (best first), newest and others descending' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  sortOrder?: 'asc' | 'desc';

  @Field(() => ReaderLanguage, {
    nullable: true,
    description: "The reader's language, which names sort in (by name, and ties of other orders): he by the Hebrew names, en (default) by the English ones",
  })
  @IsOptional()
  @IsIn(READER_LANGUAGES)
  language?: ReaderLanguageName;
}

/** The admin list's filter without its paging and order: which peppers a bulk edit or an export takes. */
@InputType()
export class PepperFilterInput extends PickType(
  PepperListArgs,
  ['search', 'heatLevels', 'origins', 'countries', 'groups', 'colors', 'shapes', 'featured', 'status'] as const,
  InputType,
) {}
