import { Args, ArgsType, Context, Field, Int, ObjectType, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/decorators/roles.decorator.js';
import { PagingArgs } from '../common/pagination/paging.args.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { User } from '../accounts/user.entity.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditService } from './audit.service.js';
import { AuditDetails } from './dto/audit-details.type.js';

@ObjectType()
class AuditList {
  @Field(() => [AuditEntry])
  items: AuditEntry[];

  @Field(() => Int)
  totalItems: number;
}

@ArgsType()
class AuditListArgs extends PagingArgs(20) {}

@Resolver(() => AuditEntry)
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Roles('admin')
  @Query(() => AuditList, {
    description: 'Admin: the audit log of admin and moderator actions, newest first',
  })
  auditLog(@Args() { skip, take }: AuditListArgs): Promise<AuditList> {
    return this.audit.list(skip, take);
  }

  @ResolveField(() => User, {
    nullable: true,
    description: 'Who did it (null if the account was deleted)',
  })
  actor(@Parent() entry: AuditEntry, @Context() ctx: GraphqlContext): Promise<User | null> {
    return entry.actorId ? ctx.loaders.userById.load(entry.actorId) : Promise.resolve(null);
  }

  @ResolveField(() => AuditDetails, {
    nullable: true,
    description: 'What the entry names: counts, changed fields, the undone action, the target at the time (null on older entries)',
  })
  details(@Parent() entry: AuditEntry): AuditDetails | null {
    return entry.details;
  }
}
