import { Args, Context, Extensions, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Role } from '@pepper-atlas/domain';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { clientAddress } from '../common/request-context.js';
import { CreateUserInput, MemberSuggestionsArgs, UpdateProfileInput, UpdateUserInput, UserListArgs, UsernameArgs } from './dto/user.inputs.js';
import { PublicProfile, UserList, UserStats } from './dto/user.types.js';
import { canSeePrivate, User, UserRole } from '../accounts/user.entity.js';
import { UsersService } from './users.service.js';
import { BulkResult } from '../common/graphql/bulk-result.type.js';
import { VIEWER_FIELD } from '../live/live-sharing.service.js';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly service: UsersService) {}

  @Query(() => User, { description: 'The signed-in user' })
  me(@CurrentUser() user: User): User {
    return user;
  }

  @Public()
  @Query(() => PublicProfile, { description: "A member's public page: no contact details, role or status" })
  memberProfile(@Args() { username }: UsernameArgs): Promise<PublicProfile> {
    return this.service.publicProfile(username);
  }

  @Query(() => [PublicProfile], {
    description: 'Signed in: active members whose username starts with the prefix (@ autocomplete in the forum composers), shortest first',
  })
  memberSuggestions(@Args() { prefix, first }: MemberSuggestionsArgs): Promise<PublicProfile[]> {
    return this.service.memberSuggestions(prefix, first);
  }

  @Mutation(() => User, { description: 'Removes the uploaded avatar (initials are shown); upload one with POST /api/users/avatar' })
  removeAvatar(@CurrentUser() user: User): Promise<User> {
    return this.service.removeAvatar(user);
  }

  @Mutation(() => User, {
    description: 'Changes your own profile; a new email address needs currentPassword and stays pending (pendingEmail) until its link is opened',
  })
  updateProfile(@CurrentUser() user: User, @Args('input') input: UpdateProfileInput, @Context() ctx: GraphqlContext): Promise<User> {
    return this.service.updateProfile(user, input, clientAddress(ctx.req));
  }

  @Roles('admin')
  @Query(() => UserList, { description: 'Admin: users searched, filtered and paged' })
  users(@Args() args: UserListArgs): Promise<UserList> {
    return this.service.list(args);
  }

  @Roles('admin')
  @Query(() => User)
  user(@Args('id', { type: () => ID }) id: string): Promise<User> {
    return this.service.getById(id);
  }

  @Roles('admin')
  @Query(() => UserStats)
  userStats(): Promise<UserStats> {
    return this.service.stats();
  }

  @Roles('admin')
  @Mutation(() => User)
  createUser(@Args('input') input: CreateUserInput, @CurrentUser() actor: User): Promise<User> {
    return this.service.create(input, actor);
  }

  @Roles('admin')
  @Mutation(() => User)
  updateUser(@CurrentUser() actor: User, @Args('id', { type: () => ID }) id: string, @Args('input') input: UpdateUserInput): Promise<User> {
    return this.service.update(actor, id, input);
  }

  @Roles('admin')
  @Mutation(() => ID, { description: 'Deletes the account with its posts; returns its id' })
  async deleteUser(@CurrentUser() actor: User, @Args('id', { type: () => ID }) id: string): Promise<string> {
    await this.service.delete(actor, id);
    return id;
  }

  @Roles('admin')
  @Mutation(() => User, { description: 'Block (false) or unblock (true); a blocked user is signed out at once' })
  setUserActive(
    @CurrentUser() actor: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('isActive') isActive: boolean,
  ): Promise<User> {
    return this.service.setActive(actor, id, isActive);
  }

  @Roles('admin')
  @Mutation(() => BulkResult, {
    description: 'Blocks (false) or unblocks (true) every id in one transaction: all change, or none does (never the caller in a block)',
  })
  bulkSetUsersActive(
    @CurrentUser() actor: User,
    @Args('ids', { type: () => [ID] }) ids: string[],
    @Args('isActive') isActive: boolean,
  ): Promise<BulkResult> {
    return this.service.bulkSetActive(actor, ids, isActive);
  }

  @Roles('admin')
  @Mutation(() => User)
  setUserRole(
    @CurrentUser() actor: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('role', { type: () => UserRole }) role: Role,
  ): Promise<User> {
    return this.service.setRole(actor, id, role);
  }

  /** Contact details: visible to the user and to active admins only. */
  @Public()
  @Extensions(VIEWER_FIELD)
  @ResolveField(() => String, { nullable: true, description: 'Visible to the user and to admins only' })
  email(@Parent() user: User, @Context() ctx: GraphqlContext): string | null {
    return canSeePrivate(user, ctx.req.user) ? user.email : null;
  }
}
