import { Args, ArgsType, Context, Extensions, Field, ID, Int, Mutation, ObjectType, Parent, Query, registerEnumType, ResolveField, Resolver } from '@nestjs/graphql';
import { BOOKMARKS_MAX, BOOKMARKS_PAGE_MAX, TOPIC_WATCH_LEVELS, type TopicWatchLevel as TopicWatchLevelName } from '@pepper-atlas/domain';
import { IsBoolean, IsIn, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { User } from '../accounts/user.entity.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { VIEWER_FIELD } from '../live/live-sharing.service.js';
import { Comment } from './comment.entity.js';
import { FollowsService } from './follows.service.js';
import { Topic } from './topic.entity.js';
import { TopicsService } from './topics.service.js';

export const TopicWatchLevel = Object.fromEntries(TOPIC_WATCH_LEVELS.map((l) => [l, l])) as { [K in TopicWatchLevelName]: K };
registerEnumType(TopicWatchLevel, {
  name: 'TopicWatchLevel',
  description: 'How a member follows a topic',
  valuesMap: {
    watching: { description: 'Told of every new comment (one notification per topic, moved up by each comment)' },
    normal: { description: 'Told of replies to me, comments on my topic and mentions only (the default)' },
    muted: { description: 'Told nothing about the topic (moderators’ actions on my posts still reach me)' },
  },
});

@ObjectType({ description: 'A topic or comment the signed-in member saved' })
class Bookmark {
  @Field(() => ID) id: string;
  @Field(() => ID) topicId: string;
  @Field(() => ID, { nullable: true, description: 'Null when the topic itself is saved' }) commentId: string | null;
  @Field({ description: 'When it was saved' }) createdAt: Date;
  @Field({ description: 'The topic or comment was deleted since: no title, snippet or link is given' }) removed: boolean;
  @Field(() => String, { nullable: true }) topicTitle: string | null;
  @Field(() => String, { nullable: true, description: 'The start of the post as its reader sees it (plain text), cut at a word' }) snippet: string | null;
  @Field(() => Int, { nullable: true, description: "The page of the topic's comments that shows the comment" }) commentPage: number | null;
}

@ObjectType({ description: 'A page of bookmarks, newest first' })
class BookmarkPage {
  @Field(() => [Bookmark]) items: Bookmark[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page' }) endCursor: string | null;
  @Field() hasMore: boolean;
}

@ArgsType()
class BookmarkPageArgs {
  @Field(() => Int, { defaultValue: 20 })
  @Min(1)
  @Max(BOOKMARKS_PAGE_MAX)
  first: number = 20;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  after?: string | null;
}

@ArgsType()
class SetTopicWatchArgs {
  @Field(() => ID) @IsString() @MaxLength(100) topicId: string;
  @Field(() => TopicWatchLevel) @IsIn(TOPIC_WATCH_LEVELS) level: TopicWatchLevelName;
}

@ArgsType()
class SetBookmarkArgs {
  @Field(() => ID, { nullable: true, description: 'The topic to save (or give commentId)' }) @IsOptional() @IsString() @MaxLength(100) topicId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The comment to save (or give topicId)' }) @IsOptional() @IsString() @MaxLength(100) commentId?: string | null;
  @Field({ description: 'true saves it, false removes it' }) @IsBoolean() saved: boolean;
}

/** Watching, muting and bookmarks: a member's own, never another's (the global guard refuses guests). */
@Resolver(() => Topic)
export class FollowsResolver {
  constructor(
    private readonly follows: FollowsService,
    private readonly topics: TopicsService,
  ) {}

  @Mutation(() => Topic, { description: 'Sets how I follow a topic (NOT_FOUND for a deleted or unknown topic); answers the topic' })
  async setTopicWatch(@Args() args: SetTopicWatchArgs, @CurrentUser() user: User, @Context() ctx: GraphqlContext): Promise<Topic> {
    const level = await this.follows.setWatch(user.id, args.topicId, args.level);
    ctx.loaders.topicWatchLevel.clear(args.topicId).prime(args.topicId, level);
    return this.topics.findById(args.topicId);
  }

  @Mutation(() => Boolean, { description: `Saves or removes a bookmark of a topic or a comment (at most ${BOOKMARKS_MAX} per member); answers whether it is saved` })
  setBookmark(@Args() args: SetBookmarkArgs, @CurrentUser() user: User): Promise<boolean> {
    return this.follows.setBookmark(user.id, { topicId: args.topicId, commentId: args.commentId }, args.saved);
  }

  @Query(() => BookmarkPage, { description: 'My bookmarks, newest first' })
  myBookmarks(@Args() args: BookmarkPageArgs, @CurrentUser() user: User): Promise<BookmarkPage> {
    return this.follows.bookmarks(user.id, args.first, args.after);
  }

  @Query(() => [ID], { description: "The ids of the comments of one topic I saved (the topic page's bookmark buttons)" })
  myBookmarkedComments(@Args('topicId', { type: () => ID }) topicId: string, @CurrentUser() user: User): Promise<string[]> {
    return this.follows.bookmarkedComments(user.id, topicId);
  }

  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => TopicWatchLevel, { description: 'How the signed-in member follows the topic (normal for guests)' })
  watchLevel(@Parent() topic: Topic, @Context() ctx: GraphqlContext): Promise<TopicWatchLevelName> {
    return ctx.loaders.topicWatchLevel.load(topic.id);
  }

  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => Boolean, { description: 'Whether the signed-in member saved the topic (false for guests)' })
  bookmarked(@Parent() topic: Topic, @Context() ctx: GraphqlContext): Promise<boolean> {
    return ctx.loaders.bookmarkedByViewer.load(`topic:${topic.id}`);
  }
}

@Resolver(() => Comment)
export class CommentFollowsResolver {
  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => Boolean, { description: 'Whether the signed-in member saved the comment (false for guests)' })
  bookmarked(@Parent() comment: Comment, @Context() ctx: GraphqlContext): Promise<boolean> {
    return ctx.loaders.bookmarkedByViewer.load(`comment:${comment.id}`);
  }
}
