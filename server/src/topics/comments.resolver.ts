import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { RequireVerifiedEmail } from '../common/decorators/require-verified-email.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { RequiredText } from '../auth/dto/auth.inputs.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { User } from '../users/user.entity.js';
import { resolveAuthor } from './author-field.js';
import { Comment } from './comment.entity.js';
import { CommentsService } from './comments.service.js';
import { AddCommentInput } from './dto/topic.inputs.js';
import { LikeResult } from './dto/forum.types.js';
import { ArgsType } from '@nestjs/graphql';

@ArgsType()
class EditCommentArgs {
  @RequiredText(20000)
  text: string;
}

@Resolver(() => Comment)
export class CommentsResolver {
  constructor(private readonly service: CommentsService) {}

  @RequireVerifiedEmail()
  @Mutation(() => Comment, { description: 'Comments on a topic, or replies to a comment; refused on a locked topic' })
  addComment(@Args('input') input: AddCommentInput, @CurrentUser() user: User): Promise<Comment> {
    return this.service.add(input, user);
  }

  @Mutation(() => Comment, { description: 'The author, a moderator or an admin' })
  editComment(@Args('id', { type: () => ID }) id: string, @Args() args: EditCommentArgs, @CurrentUser() user: User): Promise<Comment> {
    return this.service.edit(id, args.text, user);
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
  @ResolveField(() => [Comment], { description: 'Replies, oldest first' })
  replies(@Parent() comment: Comment, @Context() ctx: GraphqlContext): Promise<Comment[]> {
    return ctx.loaders.repliesOf.load(comment.id);
  }

  @Public()
  @ResolveField(() => Boolean, { description: 'Whether the signed-in member liked it (false for guests)' })
  likedByMe(@Parent() comment: Comment, @Context() ctx: GraphqlContext): Promise<boolean> {
    return ctx.loaders.commentLikedByViewer.load(comment.id);
  }
}
