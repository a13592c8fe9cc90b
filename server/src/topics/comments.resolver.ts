import { Args, Context, Extensions, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { RequireVerifiedEmail } from '../common/decorators/require-verified-email.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { RequiredText } from '../auth/dto/auth.inputs.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { User } from '../accounts/user.entity.js';
import { resolveAuthor } from './author-field.js';
import { renderPostHtml } from './post-html.utils.js';
import { LIST_EXCERPT_LENGTH, postExcerpt } from './post-markdown.utils.js';
import { Comment } from './comment.entity.js';
import { CommentsService } from './comments.service.js';
import { AddCommentInput } from './dto/topic.inputs.js';
import { CommentList, LikeResult } from './dto/forum.types.js';
import { AuthorTopicsArgs } from './dto/topic-list.args.js';
import { Topic } from './topic.entity.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { ArgsType } from '@nestjs/graphql';
import { PostImagesField } from './dto/topic.inputs.js';
import { PostImageInput } from './dto/post-image.inputs.js';
import { PostImage } from './post-image.entity.js';
import { postImagesKey } from './post-images.service.js';
import { VIEWER_FIELD } from '../live/live-sharing.service.js';
import { PostVersion } from './post-version.type.js';
import { versionsKey } from './post-versions.service.js';

@ArgsType()
class EditCommentArgs {
  @RequiredText(20000)
  text: string;

  @PostImagesField()
  images?: PostImageInput[] | null;
}

/** Rendered text by comment object (see textHtml). */
const renderedHtml = new WeakMap<Comment, Promise<string>>();

@Resolver(() => Comment)
export class CommentsResolver {
  constructor(
    private readonly service: CommentsService,
  ) {}

  @Public()
  @Query(() => CommentList, { description: "A member's comments and replies, newest first" })
  commentsByAuthor(@Args() { username, skip, take }: AuthorTopicsArgs): Promise<CommentList> {
    return this.service.byAuthor(username, skip, take);
  }

  @RequireVerifiedEmail()
  @Mutation(() => Comment, { description: 'Comments on a topic, or replies to a comment; refused on a locked topic' })
  addComment(@Args('input') input: AddCommentInput, @CurrentUser() user: User): Promise<Comment> {
    return this.service.add(input, user);
  }

  @Mutation(() => Comment, { description: 'The author, a moderator or an admin' })
  editComment(@Args('id', { type: () => ID }) id: string, @Args() args: EditCommentArgs, @CurrentUser() user: User): Promise<Comment> {
    return this.service.edit(id, args.text, user, args.images);
  }

  @Mutation(() => Boolean, { description: 'Deletes the comment and its replies: the author, a moderator or an admin' })
  deleteComment(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: User): Promise<boolean> {
    return this.service.delete(id, user);
  }

  @Mutation(() => LikeResult, { description: 'Likes or unlikes a comment (once per member)' })
  toggleCommentLike(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: User): Promise<LikeResult> {
    return this.service.toggleLike(id, user);
  }

  @Public()
  @ResolveField(() => User)
  author(@Parent() comment: Comment, @Context() ctx: GraphqlContext): Promise<User> {
    return resolveAuthor(comment, ctx);
  }

  @Public()
  @ResolveField(() => Int, { description: 'How many earlier versions its edits kept (the "edited" mark opens them)' })
  versionsCount(@Parent() comment: Comment, @Context() ctx: GraphqlContext): Promise<number> {
    return ctx.loaders.postVersionsCount.load(versionsKey({ topicId: comment.topicId, commentId: comment.id }));
  }

  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => [PostVersion], { description: "The text before each kept edit, newest first (a hidden one's only for moderators)" })
  versions(@Parent() comment: Comment, @Context() ctx: GraphqlContext): Promise<PostVersion[]> {
    return ctx.loaders.postVersions.load(versionsKey({ topicId: comment.topicId, commentId: comment.id }));
  }

  @Public()
  @ResolveField(() => [PostImage], { description: 'Its photos in gallery order (removed ones left out)' })
  images(@Parent() comment: Comment, @Context() ctx: GraphqlContext): Promise<PostImage[]> {
    return ctx.loaders.postImagesOf.load(postImagesKey({ topicId: comment.topicId, commentId: comment.id }));
  }

  @Public()
  @ResolveField(() => Topic, { description: 'The topic it belongs to' })
  async topic(@Parent() comment: Comment, @Context() ctx: GraphqlContext): Promise<Topic> {
    const topic = comment.topic ?? (await ctx.loaders.topicById.load(comment.topicId));
    if (!topic) throw new AppError(ErrorCode.NOT_FOUND, 'Topic not found.');
    return topic;
  }

  @Public()
  @ResolveField(() => [Comment], { description: 'Replies, oldest first' })
  replies(@Parent() comment: Comment, @Context() ctx: GraphqlContext): Promise<Comment[]> {
    return ctx.loaders.repliesOf.load(comment.id);
  }

  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => Boolean, { description: 'Whether the signed-in member liked it (false for guests)' })
  likedByMe(@Parent() comment: Comment, @Context() ctx: GraphqlContext): Promise<boolean> {
    return ctx.loaders.commentLikedByViewer.load(comment.id);
  }

  @Public()
  @ResolveField(() => String, {
    description: `What a list shows of the comment: the text a reader sees (no Markdown syntax, [[Pepper]] as its name, @member), cut at a word after about ${LIST_EXCERPT_LENGTH} characters`,
  })
  excerpt(@Parent() comment: Comment): string {
    return postExcerpt(comment.text, LIST_EXCERPT_LENGTH);
  }

  @Public()
  @ResolveField(() => String, {
    description: 'The text rendered from its Markdown as safe HTML (no raw HTML, checked links, [[Pepper]] and @member links)',
  })
  textHtml(@Parent() comment: Comment, @Context() ctx: GraphqlContext): Promise<string> {
    // The same for every reader (no viewer in it): rendered once per loaded comment, so a live event's comment,
    // one object for all the sockets watching its topic, is rendered once, not once per socket.
    let html = renderedHtml.get(comment);
    if (!html) {
      html = renderPostHtml(comment.text, ctx.loaders);
      renderedHtml.set(comment, html);
    }
    return html;
  }
}
