import { Args, Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Public } from '../common/decorators/public.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { Pepper } from '../peppers/pepper.entity.js';
import { Recipe } from './content.entities.js';
import { ContentService } from './content.service.js';
import { ContentListArgs, RecipeList } from './content.types.js';

/** A recipe's peppers: the recipe page links them, and each pepper's page lists the recipes that use it. */
@Resolver(() => Recipe)
export class RecipePeppersResolver {
  @Public()
  @ResolveField(() => [Pepper], { description: "The peppers the recipe uses, in the recipe's order (one query for every recipe of a list)" })
  peppers(@Parent() recipe: Recipe, @Context() ctx: GraphqlContext): Promise<Pepper[]> {
    return ctx.loaders.recipePeppers.load(recipe.id);
  }
}

/** The content's side of the pepper page (issue 33): the recipes that use a pepper. The catalogue knows no recipes. */
@Resolver(() => Pepper)
export class PepperRecipesResolver {
  constructor(private readonly content: ContentService) {}

  @Public()
  @ResolveField(() => RecipeList, { description: 'Recipes that use this pepper, best rated first; one query per pepper, for a pepper\'s page rather than a list' })
  recipes(@Parent() pepper: Pepper, @Args() args: ContentListArgs): Promise<RecipeList> {
    return this.content.recipesUsing(pepper.id, args.skip, args.take);
  }
}
