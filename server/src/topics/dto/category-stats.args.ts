import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The chips' counts follow the list's search, so a chip's count is what the list shows when it is chosen. */
@ArgsType()
export class CategoryStatsArgs {
  @Field(() => String, { nullable: true, description: 'The forum search in force (as in topics); counts only the topics it matches' })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  search?: string;
}
