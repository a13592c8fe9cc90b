import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, Int, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { FORUM_SORT_FIELDS, SORT_ORDERS, TOPIC_CATEGORIES, type ForumSortField, type SortOrder as SortOrderName } from '@pepper-atlas/domain';
import { IsIn, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Transform } from 'class-transformer';
import { QueryInt } from '../../common/rest/query-values.js';
import { PagingArgs } from '../../common/pagination/paging.args.js';
import { MAX_PAGE_SIZE } from '../../common/pagination/paging.js';
import { SortOrder } from '../../common/pagination/sort-order.js';
import { TopicCategory } from '../topic.entity.js';
import type { TopicCategory as TopicCategoryName } from '@pepper-atlas/domain';

export const TopicSortBy = Object.fromEntries(FORUM_SORT_FIELDS.map((f) => [f, f])) as { [K in ForumSortField]: K };
registerEnumType(TopicSortBy, { name: 'TopicSortBy' });

/** REST's forum filter: 'all' (the old client's default) means every category; anything unknown is a 400. */
export const TOPIC_CATEGORY_FILTERS = ['all', ...TOPIC_CATEGORIES] as const;
const allMeansEvery = ({ value }: { value: unknown }) => (value === 'all' ? undefined : value);

export function TopicCategoryFilter(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: TOPIC_CATEGORY_FILTERS, default: 'all', required: false }),
    Transform(allMeansEvery),
    IsOptional(),
    IsIn(TOPIC_CATEGORIES, { message: `category must be one of ${TOPIC_CATEGORY_FILTERS.join(', ')}` }),
  ) as PropertyDecorator;
}

/** `GET /api/topics/category/:category`. */
export class TopicCategoryParam {
  @TopicCategoryFilter()
  category?: TopicCategoryName;
}

@ArgsType()
export class TopicListArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  search?: string;

  @Field(() => TopicCategory, { nullable: true })
  @TopicCategoryFilter()
  category?: TopicCategoryName;

  @Field(() => TopicSortBy, { defaultValue: 'date' })
  @IsIn(FORUM_SORT_FIELDS)
  sortBy: ForumSortField = 'date';

  @Field(() => SortOrder, { defaultValue: 'desc' })
  @IsIn(SORT_ORDERS)
  sortOrder: SortOrderName = 'desc';

  @Field(() => Int, { defaultValue: 1 })
  @Min(1)
  @Max(100000)
  @QueryInt()
  page: number = 1;

  @Field(() => Int, { defaultValue: 20 })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  @QueryInt()
  limit: number = 20;
}

/** A member's topics or comments: validated paging like every other list. */
@ArgsType()
export class AuthorTopicsArgs extends PagingArgs(20) {
  @Field(() => String)
  @IsString()
  @MaxLength(100)
  username!: string;
}
