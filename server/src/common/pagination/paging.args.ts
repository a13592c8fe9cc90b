import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Max, Min } from 'class-validator';
import { QueryInt } from '../rest/query-values.js';
import { MAX_PAGE_SIZE } from './paging.js';

/** skip/take paging for lists (take capped); extend it and set the default page size. */
export function PagingArgs(defaultTake: number) {
  @ArgsType()
  class Paging {
    @Field(() => Int, { defaultValue: 0 })
    @Min(0)
    @QueryInt()
    skip: number = 0;

    @Field(() => Int, { defaultValue: defaultTake })
    @Min(1)
    @Max(MAX_PAGE_SIZE)
    @QueryInt()
    take: number = defaultTake;
  }
  return Paging;
}
