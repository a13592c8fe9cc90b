import { Args, ArgsType, Context, Field, ID, InputType, Int, Mutation, ObjectType, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportStatus as ReportStatusName,
  type ReportType as ReportTypeName,
} from '@pepper-atlas/domain';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { RequireVerifiedEmail } from '../common/decorators/require-verified-email.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import { PagingArgs } from '../common/pagination/paging.args.js';
import { Comment } from '../topics/comment.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { PostImage } from '../topics/post-image.entity.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { User } from '../accounts/user.entity.js';
import { Report, ReportStatus, ReportType } from './report.entity.js';
import { ReportsService } from './reports.service.js';

@InputType()
export class ReportContentInput {
  @Field(() => ReportType)
  @IsIn(REPORT_TYPES)
  type: ReportTypeName;

  @Field()
  @IsString()
  @MaxLength(5000)
  description: string;

  @Field(() => ID, { nullable: true, description: 'The topic reported (leave out when reporting a comment)' })
  @IsOptional()
  @IsUUID('all', { message: 'Topic not found.' })
  topicId?: string;

  @Field(() => ID, { nullable: true, description: 'The comment reported' })
  @IsOptional()
  @IsUUID('all', { message: 'Comment not found.' })
  commentId?: string;

  @Field(() => ID, { nullable: true, description: 'One photo of a topic or comment (its post is found from it; leave out topicId and commentId)' })
  @IsOptional()
  @IsUUID('all', { message: 'Photo not found.' })
  imageId?: string;
}

@ArgsType()
class ReportListArgs extends PagingArgs(20) {
  @Field(() => ReportStatus, { nullable: true })
  @IsOptional()
  @IsIn(REPORT_STATUSES)
  status?: ReportStatusName;
}

@ObjectType()
class ReportList {
  @Field(() => [Report])
  items: Report[];

  @Field(() => Int)
  totalItems: number;
}

@Resolver(() => Report)
export class ReportsResolver {
  constructor(private readonly service: ReportsService) {}

  @RequireVerifiedEmail()
  @Mutation(() => Report, { description: 'Reports a topic or a comment to the moderators (a confirmed email address is needed, as for posting)' })
  reportContent(@Args('input') input: ReportContentInput, @CurrentUser() user: User): Promise<Report> {
    return this.service.create(input, user);
  }

  @Roles('admin', 'moderator')
  @Query(() => ReportList, { description: 'Admins and moderators: the report queue, newest first' })
  reports(@Args() args: ReportListArgs): Promise<ReportList> {
    return this.service.list(args.status, args.skip, args.take);
  }

  @Roles('admin', 'moderator')
  @Query(() => Report)
  report(@Args('id', { type: () => ID }) id: string): Promise<Report> {
    return this.service.findById(id);
  }

  @Roles('admin', 'moderator')
  @Mutation(() => Report, { description: 'pending -> reviewed' })
  reviewReport(
    @Args('id', { type: () => ID }) id: string,
    @Args('note', { type: () => String, nullable: true }) note: string | null,
    @CurrentUser() user: User,
  ): Promise<Report> {
    return this.service.transition(id, 'reviewed', user, note);
  }

  @Roles('admin', 'moderator')
  @Mutation(() => Report, { description: 'pending or reviewed -> resolved' })
  resolveReport(
    @Args('id', { type: () => ID }) id: string,
    @Args('note', { type: () => String, nullable: true }) note: string | null,
    @CurrentUser() user: User,
  ): Promise<Report> {
    return this.service.transition(id, 'resolved', user, note);
  }

  /** The original site's report sample names its date createDate: both names answer (docs/rest-api.md). */
  @ResolveField(() => Date, { description: 'Same as createdAt, under the name older clients read' })
  createDate(@Parent() report: Report): Date {
    return report.createdAt;
  }

  // Relations are loaded with the report (admin-only lists are small pages).
  @ResolveField(() => User, { nullable: true })
  reporter(@Parent() report: Report): User | null {
    return report.reporter ?? null;
  }

  @ResolveField(() => User, { nullable: true, description: 'The moderator or admin who last reviewed or resolved it' })
  handledBy(@Parent() report: Report): User | null {
    return report.handledBy ?? null;
  }

  @ResolveField(() => User, { nullable: true, description: 'Author of the reported content' })
  reportedUser(@Parent() report: Report): User | null {
    return report.reportedUser ?? null;
  }

  @ResolveField(() => Topic, { nullable: true, description: 'Null when the topic was deleted' })
  topic(@Parent() report: Report): Topic | null {
    return report.topic && !report.topic.deletedAt ? report.topic : null;
  }

  @ResolveField(() => PostImage, { nullable: true, description: 'The photo reported (`removed` once a moderator removed it), or null' })
  image(@Parent() report: Report, @Context() ctx: GraphqlContext): Promise<PostImage | null> | null {
    return report.imageId ? ctx.loaders.postImageById.load(report.imageId) : null;
  }

  @ResolveField(() => Comment, { nullable: true, description: 'Null when no comment is reported or it was deleted' })
  comment(@Parent() report: Report): Comment | null {
    return report.comment && !report.comment.deletedAt ? report.comment : null;
  }
}
