import { Args, Context, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Public } from '../common/decorators/public.decorator.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { User } from '../users/user.entity.js';
import { TopicListArgs } from './dto/topic-list.args.js';
import { TopicPage } from './dto/topic-page.type.js';
import { Topic } from './topic.entity.js';
import { TopicsService } from './topics.service.js';

@Resolver(() => Topic)
export class TopicsResolver {
  constructor(private readonly service: TopicsService) {}

  @Public()
  @Query(() => TopicPage, { description: 'The forum list: search, category, sort and paging' })
  topics(@Args() args: TopicListArgs): Promise<TopicPage> {
    return this.service.list(args);
  }

  @Public()
  @Query(() => Topic)
  topic(@Args('id', { type: () => ID }) id: string): Promise<Topic> {
    return this.service.findById(id);
  }

  @Public()
  @ResolveField(() => User)
  async author(@Parent() topic: Topic, @Context() ctx: GraphqlContext): Promise<User> {
    const author = topic.author ?? (await ctx.loaders.userById.load(topic.authorId));
    if (!author) throw new AppError(ErrorCode.NOT_FOUND, 'Author not found.');
    return author;
  }
}
