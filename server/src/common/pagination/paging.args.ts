import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from './paging.js';

/** skip/take paging for lists (take capped); extend it and set the default page size. */
export function PagingArgs(defaultTake: number) {
  @ArgsType()
  class Paging {
    @Field(() => Int, { defaultValue: 0 })
    @Type(() => Number)
    @IsInt()
    @Min(0)
    skip: number = 0;

    @Field(() => Int, { defaultValue: defaultTake })
    @Type(() => Number)
    @IsInt()
    @Min(1)
    @Max(MAX_PAGE_SIZE)
    take: number = defaultTake;
  }
  return Paging;
}
