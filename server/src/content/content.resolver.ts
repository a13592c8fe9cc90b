import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { User } from '../accounts/user.entity.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import { Guide, NewsEvent, Recipe } from './content.entities.js';
import { AdminContentListArgs, GuideInput, NewsEventInput, RecipeInput } from './content.inputs.js';
import { ContentService } from './content.service.js';
import { ContentListArgs, GuideList, NewsEventList, RecipeList } from './content.types.js';

@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Public()
  @Query(() => NewsEventList, { description: 'News and events, soonest first' })
  newsEvents(@Args() args: ContentListArgs): Promise<NewsEventList> {
    return this.content.list('newsEvents', args.skip, args.take);
  }

  @Public()
  @Query(() => NewsEvent)
  newsEvent(@Args('id', { type: () => ID }) id: string): Promise<NewsEvent> {
    return this.content.get('newsEvents', id);
  }

  @Public()
  @Query(() => NewsEvent, { description: 'The news item or event at /news/<slug>' })
  newsEventBySlug(@Args('slug') slug: string): Promise<NewsEvent> {
    return this.content.bySlug('newsEvents', slug);
  }

  @Public()
  @Query(() => RecipeList, { description: 'Recipes, best rated first' })
  recipes(@Args() args: ContentListArgs): Promise<RecipeList> {
    return this.content.list('recipes', args.skip, args.take);
  }

  @Public()
  @Query(() => Recipe)
  recipe(@Args('id', { type: () => ID }) id: string): Promise<Recipe> {
    return this.content.get('recipes', id);
  }

  @Public()
  @Query(() => Recipe, { description: 'The recipe at /recipes/<slug>' })
  recipeBySlug(@Args('slug') slug: string): Promise<Recipe> {
    return this.content.bySlug('recipes', slug);
  }

  @Public()
  @Query(() => GuideList, { description: 'Guides, most viewed first' })
  guides(@Args() args: ContentListArgs): Promise<GuideList> {
    return this.content.list('guides', args.skip, args.take);
  }

  @Public()
  @Query(() => Guide)
  guide(@Args('id', { type: () => ID }) id: string): Promise<Guide> {
    return this.content.get('guides', id);
  }

  @Public()
  @Query(() => Guide, { description: 'The guide at /guides/<slug>' })
  guideBySlug(@Args('slug') slug: string): Promise<Guide> {
    return this.content.bySlug('guides', slug);
  }

  // The control panel (issue 33): every entry with the drafts, and writing them. Admins only.

  @Roles('admin')
  @Query(() => NewsEventList, { description: 'Every news item and event, drafts too, last saved first (admins)' })
  adminNewsEvents(@Args() args: AdminContentListArgs): Promise<NewsEventList> {
    return this.content.adminList('newsEvents', args.skip, args.take, args.search);
  }

  @Roles('admin')
  @Query(() => RecipeList, { description: 'Every recipe, drafts too, last saved first (admins)' })
  adminRecipes(@Args() args: AdminContentListArgs): Promise<RecipeList> {
    return this.content.adminList('recipes', args.skip, args.take, args.search);
  }

  @Roles('admin')
  @Query(() => GuideList, { description: 'Every guide, drafts too, last saved first (admins)' })
  adminGuides(@Args() args: AdminContentListArgs): Promise<GuideList> {
    return this.content.adminList('guides', args.skip, args.take, args.search);
  }

  @Roles('admin')
  @Mutation(() => NewsEvent, { description: 'Adds a news item or event; its address comes from the English title' })
  createNewsEvent(@Args('input') input: NewsEventInput, @CurrentUser() user: User): Promise<NewsEvent> {
    return this.content.saveNewsEvent(null, input, user);
  }

  @Roles('admin')
  @Mutation(() => NewsEvent, { description: 'Replaces a news item or event (its address stays)' })
  updateNewsEvent(@Args('id', { type: () => ID }) id: string, @Args('input') input: NewsEventInput, @CurrentUser() user: User): Promise<NewsEvent> {
    return this.content.saveNewsEvent(id, input, user);
  }

  @Roles('admin')
  @Mutation(() => NewsEvent, { description: 'Deletes a news item or event for good; returns it as it was' })
  deleteNewsEvent(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: User): Promise<NewsEvent> {
    return this.content.remove('newsEvents', id, user);
  }

  @Roles('admin')
  @Mutation(() => Recipe, { description: 'Adds a recipe with its peppers; its address comes from the English title' })
  createRecipe(@Args('input') input: RecipeInput, @CurrentUser() user: User): Promise<Recipe> {
    return this.content.saveRecipe(null, input, user);
  }

  @Roles('admin')
  @Mutation(() => Recipe, { description: 'Replaces a recipe and its peppers (its address stays)' })
  updateRecipe(@Args('id', { type: () => ID }) id: string, @Args('input') input: RecipeInput, @CurrentUser() user: User): Promise<Recipe> {
    return this.content.saveRecipe(id, input, user);
  }

  @Roles('admin')
  @Mutation(() => Recipe, { description: 'Deletes a recipe for good; returns it as it was' })
  deleteRecipe(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: User): Promise<Recipe> {
    return this.content.remove('recipes', id, user);
  }

  @Roles('admin')
  @Mutation(() => Guide, { description: 'Adds a guide; its address comes from the English title' })
  createGuide(@Args('input') input: GuideInput, @CurrentUser() user: User): Promise<Guide> {
    return this.content.saveGuide(null, input, user);
  }

  @Roles('admin')
  @Mutation(() => Guide, { description: 'Replaces a guide (its address stays)' })
  updateGuide(@Args('id', { type: () => ID }) id: string, @Args('input') input: GuideInput, @CurrentUser() user: User): Promise<Guide> {
    return this.content.saveGuide(id, input, user);
  }

  @Roles('admin')
  @Mutation(() => Guide, { description: 'Deletes a guide for good; returns it as it was' })
  deleteGuide(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: User): Promise<Guide> {
    return this.content.remove('guides', id, user);
  }
}
