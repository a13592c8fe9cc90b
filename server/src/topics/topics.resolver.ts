import { Args, Context, Extensions, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { RequireVerifiedEmail } from '../common/decorators/require-verified-email.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { User } from '../accounts/user.entity.js';
import { resolveAuthor } from './author-field.js';
import { CommentsService } from './comments.service.js';
import { CategoryCount, CommentPage, LikeResult, TopicList } from './dto/forum.types.js';
import { CreateTopicInput, UpdateTopicInput } from './dto/topic.inputs.js';
import { AuthorTopicsArgs, TopicListArgs } from './dto/topic-list.args.js';
import { CategoryStatsArgs } from './dto/category-stats.args.js';
import { TopicPage } from './dto/topic-page.type.js';
import { Topic } from './topic.entity.js';
import { TopicsService } from './topics.service.js';
import { renderPostHtml, topicSource } from './post-html.utils.js';
import { LIST_EXCERPT_LENGTH, postExcerpt } from './post-markdown.utils.js';
import { PreviewPostArgs } from './dto/preview-post.args.js';
import { VIEWER_FIELD } from '../live/live-sharing.service.js';
import { BulkResult } from '../common/graphql/bulk-result.type.js';
import { PostVersion } from './post-version.type.js';
import { versionsKey } from './post-versions.service.js';

const IdArg = () => Args('id', { type: () => ID });

@Resolver(() => Topic)
export class TopicsResolver {
  constructor(
    private readonly service: TopicsService,
    private readonly commentsService: CommentsService,
  ) {}

  @Public()
  @Query(() => TopicPage, { description: 'The forum list: search, category, sort and paging' })
  topics(@Args() args: TopicListArgs): Promise<TopicPage> {
    return this.service.list(args);
  }

  @Public()
  @Query(() => Topic)
  topic(@IdArg() id: string): Promise<Topic> {
    return this.service.findById(id);
  }

  @Public()
  @Query(() => [CategoryCount], {
    description:
      'Topics per stored category (the category chips): pinned ones too, matching the search when one is given; ' +
      'a count is the number of topics the list shows with that category (pinned plus total)',
  })
  categoryStats(@Args() { search }: CategoryStatsArgs): Promise<CategoryCount[]> {
    return this.service.categoryStats(search);
  }

  @Public()
  @Query(() => TopicList, { description: "A member's topics, newest first" })
  topicsByAuthor(@Args() { username, skip, take }: AuthorTopicsArgs): Promise<TopicList> {
    return this.service.byAuthor(username, skip, take);
  }

  @RequireVerifiedEmail()
  @Mutation(() => Topic, { description: 'Starts a topic as the signed-in member (rate-limited for new accounts)' })
  createTopic(@Args('input') input: CreateTopicInput, @CurrentUser() user: User): Promise<Topic> {
    return this.service.create(input, user);
  }

  @Mutation(() => Topic, { description: 'The author, a moderator or an admin' })
  updateTopic(@IdArg() id: string, @Args('input') input: UpdateTopicInput, @CurrentUser() user: User): Promise<Topic> {
    return this.service.update(id, input, user);
  }

  @Mutation(() => Boolean, { description: 'The author, a moderator or an admin' })
  deleteTopic(@IdArg() id: string, @CurrentUser() user: User): Promise<boolean> {
    return this.service.delete(id, user);
  }

  @Roles('admin', 'moderator')
  @Mutation(() => Topic)
  pinTopic(@IdArg() id: string, @CurrentUser() user: User): Promise<Topic> {
    return this.service.setFlag(id, 'pinned', true, user);
  }

  @Roles('admin', 'moderator')
  @Mutation(() => Topic)
  unpinTopic(@IdArg() id: string, @CurrentUser() user: User): Promise<Topic> {
    return this.service.setFlag(id, 'pinned', false, user);
  }

  @Roles('admin', 'moderator')
  @Mutation(() => Topic, { description: 'Closes the topic to new comments' })
  lockTopic(@IdArg() id: string, @CurrentUser() user: User): Promise<Topic> {
    return this.service.setFlag(id, 'locked', true, user);
  }

  @Roles('admin', 'moderator')
  @Mutation(() => BulkResult, {
    description: 'Locks (true) or unlocks (false) every id in one transaction: all change, or none does; each author is told',
  })
  bulkSetTopicsLocked(
    @Args('ids', { type: () => [ID] }) ids: string[],
    @Args('locked') locked: boolean,
    @CurrentUser() user: User,
  ): Promise<BulkResult> {
    return this.service.bulkSetLocked(ids, locked, user);
  }

  @Roles('admin', 'moderator')
  @Mutation(() => Topic)
  unlockTopic(@IdArg() id: string, @CurrentUser() user: User): Promise<Topic> {
    return this.service.setFlag(id, 'locked', false, user);
  }

  @Public()
  @Mutation(() => Int, { description: 'Counts a view; returns the new total' })
  incrementTopicViews(@IdArg() id: string): Promise<number> {
    return this.service.incrementViews(id);
  }

  @Mutation(() => LikeResult, { description: 'Likes or unlikes a topic (once per member)' })
  toggleTopicLike(@IdArg() id: string, @CurrentUser() user: User): Promise<LikeResult> {
    return this.service.toggleLike(id, user);
  }

  @Public()
  @ResolveField(() => User)
  author(@Parent() topic: Topic, @Context() ctx: GraphqlContext): Promise<User> {
    return resolveAuthor(topic, ctx);
  }

  @Public()
  @ResolveField(() => Int, { description: 'How many earlier versions its edits kept (the "edited" mark opens them)' })
  versionsCount(@Parent() topic: Topic, @Context() ctx: GraphqlContext): Promise<number> {
    return ctx.loaders.postVersionsCount.load(versionsKey({ topicId: topic.id, commentId: null }));
  }

  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => [PostVersion], { description: "The title and text before each kept edit, newest first (a hidden one's only for moderators)" })
  versions(@Parent() topic: Topic, @Context() ctx: GraphqlContext): Promise<PostVersion[]> {
    return ctx.loaders.postVersions.load(versionsKey({ topicId: topic.id, commentId: null }));
  }

  @Public()
  @ResolveField(() => CommentPage, { description: 'Top-level comments, paged by the stored "comments per page" setting' })
  comments(@Parent() topic: Topic, @Args('page', { type: () => Int, defaultValue: 1 }) page: number): Promise<CommentPage> {
    return this.commentsService.page(topic.id, page);
  }

  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => Boolean, { description: 'Whether the signed-in member liked it (false for guests)' })
  likedByMe(@Parent() topic: Topic, @Context() ctx: GraphqlContext): Promise<boolean> {
    return ctx.loaders.topicLikedByViewer.load(topic.id);
  }

  @Public()
  @ResolveField(() => String, {
    description: 'The description rendered from its Markdown as safe HTML (no raw HTML, checked links, [[Pepper]] and @member links)',
  })
  descriptionHtml(@Parent() topic: Topic, @Context() ctx: GraphqlContext): Promise<string> {
    return renderPostHtml(topicSource(topic.description), ctx.loaders);
  }

  @Public()
  @ResolveField(() => String, {
    description: `What a list shows of the description: the text a reader sees (no Markdown syntax, [[Pepper]] as its name, @member), cut at a word after about ${LIST_EXCERPT_LENGTH} characters`,
  })
  excerpt(@Parent() topic: Topic): string {
    return postExcerpt(topicSource(topic.description), LIST_EXCERPT_LENGTH);
  }

  @Query(() => String, {
    description: "Signed in: a composer's preview, the Markdown rendered as the forum shows a post (safe HTML)",
  })
  previewPost(@Args() { source }: PreviewPostArgs, @Context() ctx: GraphqlContext): Promise<string> {
    return renderPostHtml(source, ctx.loaders);
  }
}
