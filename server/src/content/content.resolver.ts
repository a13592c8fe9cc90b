import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/decorators/public.decorator.js';
import { Guide, NewsEvent, Recipe } from './content.entities.js';
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
}
