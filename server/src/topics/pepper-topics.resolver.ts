import { Args, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Public } from '../common/decorators/public.decorator.js';
import { Pepper } from '../peppers/pepper.entity.js';
import { TopicList } from './dto/forum.types.js';
import { PEPPER_TOPICS_PAGE, TopicsService } from './topics.service.js';

/** The forum's side of the pepper page (issue 33): the topics that link a pepper. The catalogue knows no forum. */
@Resolver(() => Pepper)
export class PepperTopicsResolver {
  constructor(private readonly topics: TopicsService) {}

  @Public()
  @ResolveField(() => TopicList, {
    description: `Forum topics that link this pepper with [[Name]] in their text or a comment, newest first, ${PEPPER_TOPICS_PAGE} a page (page 1 first); one query per pepper, for a pepper's page rather than a list`,
  })
  forumTopics(@Parent() pepper: Pepper, @Args('page', { type: () => Int, defaultValue: 1 }) page: number): Promise<TopicList> {
    return this.topics.linkingPepper(pepper.id, page);
  }
}
