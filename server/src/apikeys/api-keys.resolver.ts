import { Args, ArgsType, Context, Field, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { User } from '../accounts/user.entity.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import { SessionOnly } from '../common/decorators/session-only.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { PagingArgs } from '../common/pagination/paging.args.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyInput } from './dto/api-key.inputs.js';
import { ApiKeyList, CreatedApiKey } from './dto/api-key.types.js';

@ArgsType()
class AdminApiKeysArgs extends PagingArgs(20) {
  @Field({ defaultValue: false, description: 'Only keys not revoked' })
  @IsOptional()
  activeOnly: boolean = false;
}

@Resolver(() => ApiKey)
export class ApiKeysResolver {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Query(() => [ApiKey], { description: "The signed-in member's API keys, newest first (revoked ones say when)" })
  myApiKeys(@CurrentUser() user: User): Promise<ApiKey[]> {
    return this.apiKeys.listOwn(user.id);
  }

  @SessionOnly()
  @Mutation(() => CreatedApiKey, {
    description: 'Creates an API key for the signed-in member; the answer holds the key, shown this once (not with an API key)',
  })
  async createApiKey(@CurrentUser() user: User, @Args('input') input: CreateApiKeyInput): Promise<CreatedApiKey> {
    const { apiKey, secret } = await this.apiKeys.create(user, input);
    return { key: secret, apiKey };
  }

  @SessionOnly()
  @Mutation(() => ApiKey, { description: 'Revokes one of your API keys (an admin: any key); it stops working at once (not with an API key)' })
  revokeApiKey(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string): Promise<ApiKey> {
    return this.apiKeys.revoke(user, id);
  }

  @Roles('admin')
  @Query(() => ApiKeyList, { description: "Admin: every member's API keys, newest first" })
  adminApiKeys(@Args() { skip, take, activeOnly }: AdminApiKeysArgs): Promise<ApiKeyList> {
    return this.apiKeys.listAll(skip, take, activeOnly);
  }

  @ResolveField(() => User, { nullable: true, description: 'The member the key acts as' })
  user(@Parent() key: ApiKey, @Context() ctx: GraphqlContext): Promise<User | null> {
    return ctx.loaders.userById.load(key.userId);
  }
}
