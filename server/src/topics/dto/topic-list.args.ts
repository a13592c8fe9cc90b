import { ArgsType, Field, Int, registerEnumType } from '@nestjs/graphql';
import { FORUM_SORT_FIELDS, SORT_ORDERS, type ForumSortField, type SortOrder as SortOrderName } from '@pepper-atlas/domain';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { PagingArgs } from '../../common/pagination/paging.args.js';
import { MAX_PAGE_SIZE } from '../../common/pagination/paging.js';
import { TopicCategory } from '../topic.entity.js';
import type { TopicCategory as TopicCategoryName } from '@pepper-atlas/domain';

export const TopicSortBy = Object.fromEntries(FORUM_SORT_FIELDS.map((f) => [f, f])) as { [K in ForumSortField]: K };
registerEnumType(TopicSortBy, { name: 'TopicSortBy' });
export const SortOrder = Object.fromEntries(SORT_ORDERS.map((o) => [o, o])) as { [K in SortOrderName]: K };
registerEnumType(SortOrder, { name: 'SortOrder' });

@ArgsType()
export class TopicListArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  search?: string;

  @Field(() => TopicCategory, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(TopicCategory))
  category?: TopicCategoryName;

  @Field(() => TopicSortBy, { defaultValue: 'date' })
  @IsIn(FORUM_SORT_FIELDS)
  sortBy: ForumSortField = 'date';

  @Field(() => SortOrder, { defaultValue: 'desc' })
  @IsIn(SORT_ORDERS)
  sortOrder: SortOrderName = 'desc';

  @Field(() => Int, { defaultValue: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page: number = 1;

  @Field(() => Int, { defaultValue: 20 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
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
