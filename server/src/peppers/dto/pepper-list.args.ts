import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { MAX_PAGE_SIZE } from '../../common/pagination/paging.js';

@ArgsType()
export class PepperListArgs {
  @Field(() => String, { nullable: true, description: 'Matches names, group, descriptions, origin and growing time in both languages' })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  search?: string;

  @Field(() => Int, { defaultValue: 0 })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  skip: number = 0;

  @Field(() => Int, { defaultValue: 24 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  take: number = 24;
}
