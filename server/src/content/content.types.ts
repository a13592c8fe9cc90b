import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import { PagingArgs } from '../common/pagination/paging.args.js';
import { Guide, NewsEvent, Recipe } from './content.entities.js';

@ArgsType()
export class ContentListArgs extends PagingArgs(6) {}

@ObjectType()
export class NewsEventList {
  @Field(() => [NewsEvent])
  items: NewsEvent[];

  @Field(() => Int)
  totalItems: number;
}

@ObjectType()
export class RecipeList {
  @Field(() => [Recipe])
  items: Recipe[];

  @Field(() => Int)
  totalItems: number;
}

@ObjectType()
export class GuideList {
  @Field(() => [Guide])
  items: Guide[];

  @Field(() => Int)
  totalItems: number;
}
