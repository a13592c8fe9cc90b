import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/decorators/public.decorator.js';
import { ForumSearchArgs, ForumSearchPage } from './dto/forum-search.types.js';
import { ForumSearchService } from './forum-search.service.js';

@Resolver(() => ForumSearchPage)
export class ForumSearchResolver {
  constructor(private readonly service: ForumSearchService) {}

  @Public()
  @Query(() => ForumSearchPage, {
    description:
      'Searches topic titles, subjects, descriptions and comments (case, accents and Hebrew points forgiven; typos in titles when the words as typed find fewer than 24 hits), ' +
      'newest first; hits carry highlight ranges and, for comments, the page of the topic that shows them',
  })
  forumSearch(@Args() args: ForumSearchArgs): Promise<ForumSearchPage> {
    return this.service.search(args);
  }
}
