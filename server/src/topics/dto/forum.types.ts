import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Comment } from '../comment.entity.js';
import { Topic, TopicCategory } from '../topic.entity.js';
import type { TopicCategory as TopicCategoryName } from '@pepper-atlas/domain';

@ObjectType()
export class CommentPage {
  @Field(() => [Comment], { description: 'Top-level comments of this page, oldest first; replies hang under each' })
  items: Comment[];

  @Field(() => Int, { description: 'Top-level comments in all' })
  totalItems: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  totalPages: number;

  @Field(() => Int, { description: 'The stored "comments per page" setting' })
  perPage: number;
}

@ObjectType()
export class CategoryCount {
  @Field(() => TopicCategory)
  category: TopicCategoryName;

  @Field(() => Int)
  count: number;
}

@ObjectType()
export class LikeResult {
  @Field()
  liked: boolean;

  @Field(() => Int)
  likes: number;
}

@ObjectType()
export class TopicList {
  @Field(() => [Topic])
  items: Topic[];

  @Field(() => Int)
  totalItems: number;
}

@ObjectType({ description: "A member's comments, newest first" })
export class CommentList {
  @Field(() => [Comment])
  items: Comment[];

  @Field(() => Int)
  totalItems: number;
}
