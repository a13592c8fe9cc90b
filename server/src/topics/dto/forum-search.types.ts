import { ArgsType, Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { TopicCategory as TopicCategoryName } from '@pepper-atlas/domain';
import { IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Comment } from '../comment.entity.js';
import { Topic } from '../topic.entity.js';
import { TopicCategoryFilter } from './topic-list.args.js';
import { TopicCategory } from '../topic.entity.js';

export const FORUM_SEARCH_HIT_KINDS = ['topic', 'comment'] as const;
export type ForumSearchHitKindName = (typeof FORUM_SEARCH_HIT_KINDS)[number];
export const ForumSearchHitKind = { topic: 'topic', comment: 'comment' } as const;
registerEnumType(ForumSearchHitKind, { name: 'ForumSearchHitKind', description: 'What a forum search hit is: a topic or a comment' });

/** At most this many hits a page. */
export const FORUM_SEARCH_MAX_LIMIT = 50;

@ArgsType()
export class ForumSearchArgs {
  @Field(() => String, { description: 'The words to find (at most 8 count), in titles, descriptions and comments' })
  @IsString()
  @MaxLength(100)
  search: string;

  @Field(() => TopicCategory, { nullable: true, description: 'Only hits in topics of this category' })
  @TopicCategoryFilter()
  category?: TopicCategoryName;

  @Field(() => Int, { defaultValue: 1 })
  @Min(1)
  @Max(500)
  page: number = 1;

  @Field(() => Int, { defaultValue: 20 })
  @Min(1)
  @Max(FORUM_SEARCH_MAX_LIMIT)
  limit: number = 20;
}

@ObjectType({ description: 'A highlighted part of a text: UTF-16 offsets (JavaScript string indexes)' })
export class TextRange {
  @Field(() => Int)
  start: number;

  @Field(() => Int)
  length: number;
}

@ObjectType({ description: 'Plain text (never HTML) with the parts that match the search' })
export class HighlightedText {
  @Field()
  text: string;

  @Field(() => [TextRange])
  highlights: TextRange[];
}

@ObjectType({ description: 'A topic or a comment that matches a forum search' })
export class ForumSearchHit {
  @Field(() => ForumSearchHitKind)
  kind: ForumSearchHitKindName;

  @Field(() => Topic, { description: 'The topic, or the topic of the comment' })
  topic: Topic;

  @Field(() => Comment, { nullable: true, description: 'The comment (comment hits)' })
  comment: Comment | null;

  @Field(() => Int, {
    nullable: true,
    description: "Which page of the topic's comments shows the comment (its thread): link /forum/topic/:id?page=N#comment-:commentId",
  })
  commentPage: number | null;

  @Field(() => HighlightedText, { description: "The topic's title, with the words found in it" })
  title: HighlightedText;

  @Field(() => HighlightedText, { description: "An excerpt of the topic's description or of the comment, around the first match" })
  excerpt: HighlightedText;

  @Field({ description: 'When the topic or comment was posted' })
  date: Date;
}

@ObjectType({ description: 'A page of forum search hits, newest first' })
export class ForumSearchPage {
  @Field(() => [ForumSearchHit])
  hits: ForumSearchHit[];

  @Field(() => Int, { description: 'Hits in all, counted up to 1,000 (FORUM_SEARCH_COUNT_CAP): 1,000 means 1,000 or more' })
  total: number;

  @Field(() => Int)
  currentPage: number;

  @Field(() => Int)
  totalPages: number;
}
