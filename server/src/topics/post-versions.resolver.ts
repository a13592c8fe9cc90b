import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/decorators/public.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import { User } from '../accounts/user.entity.js';
import { PostVersion } from './post-version.type.js';
import { PostVersionsService } from './post-versions.service.js';

@Resolver(() => PostVersion)
export class PostVersionsResolver {
  constructor(private readonly service: PostVersionsService) {}

  @Public()
  @Query(() => [PostVersion], {
    description: "A topic's earlier versions (commentId left out) or one of its comments', newest first; NOT_FOUND for a deleted post",
  })
  postVersions(
    @Args('topicId', { type: () => ID }) topicId: string,
    @Args('commentId', { type: () => ID, nullable: true }) commentId: string | null | undefined,
    @CurrentUser() viewer?: User,
  ): Promise<PostVersion[]> {
    return this.service.ofPost(topicId, commentId ?? null, viewer);
  }

  @Roles('admin', 'moderator')
  @Mutation(() => PostVersion, {
    description: "Hides an earlier version's text from everyone but moderators and admins (hidden: false shows it again); audited",
  })
  setPostVersionHidden(@Args('id', { type: () => ID }) id: string, @Args('hidden') hidden: boolean, @CurrentUser() user: User): Promise<PostVersion> {
    return this.service.setHidden(id, hidden, user);
  }
}
