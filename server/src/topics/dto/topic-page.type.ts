import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Topic } from '../topic.entity.js';

@ObjectType()
export class ForumStats {
  @Field(() => Int)
  totalTopics: number;

  @Field(() => Int)
  totalViews: number;

  @Field(() => Int)
  totalComments: number;
}

@ObjectType({ description: 'One page of the forum: unpinned topics paged, pinned topics matching the same filters' })
export class TopicPage {
  @Field(() => [Topic])
  topics: Topic[];

  @Field(() => [Topic])
  pinnedTopics: Topic[];

  @Field(() => ForumStats)
  stats: ForumStats;

  @Field(() => Int)
  currentPage: number;

  @Field(() => Int)
  totalPages: number;

  @Field(() => Int, { description: 'Unpinned topics matching the filters' })
  total: number;
}
