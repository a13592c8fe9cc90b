import { Args, ArgsType, Context, Field, ID, InputType, Int, Mutation, ObjectType, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { NOTIFICATIONS_PAGE_MAX } from '@pepper-atlas/domain';
import { ArrayMaxSize, IsBoolean, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { LiveEvents, userChannel } from '../live/live-events.service.js';
import { User } from '../accounts/user.entity.js';
import { Notification } from './notification.entity.js';
import { InboxService } from './inbox.service.js';

@ArgsType()
class NotificationPageArgs {
  @Field(() => Int, { defaultValue: 20 })
  @Min(1)
  @Max(NOTIFICATIONS_PAGE_MAX)
  first: number = 20;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  after?: string | null;
}

@ObjectType({ description: 'A page of notifications, newest first' })
class NotificationPage {
  @Field(() => [Notification])
  items: Notification[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page' })
  endCursor: string | null;

  @Field()
  hasMore: boolean;
}

@ObjectType({ description: 'Which notification types the member gets (all on by default)' })
class NotificationPreferences {
  @Field() reply: boolean;
  @Field() comment: boolean;
  @Field() mention: boolean;
  @Field() like: boolean;
  @Field() report: boolean;
  @Field() moderation: boolean;
  @Field({ description: 'New comments in topics I watch' }) watched: boolean;
  @Field({ description: 'Watch a topic I create or comment in (a choice made for the topic stays)' }) autoWatch: boolean;
}

@InputType({ description: 'Types left out keep their setting' })
class NotificationPreferencesInput {
  @Field({ nullable: true }) @IsOptional() @IsBoolean() reply?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() comment?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() mention?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() like?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() report?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() moderation?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() watched?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() autoWatch?: boolean;
}

@ArgsType()
class MarkReadArgs {
  @Field(() => [ID])
  @ArrayMaxSize(200)
  ids: string[];
}

/** Every operation acts on the signed-in member's own notifications only (the global guard refuses guests). */
@Resolver(() => Notification)
export class NotificationsResolver {
  constructor(
    private readonly service: InboxService,
    private readonly live: LiveEvents,
  ) {}

  @Query(() => NotificationPage, { description: "The signed-in member's notifications, newest first" })
  notifications(@Args() { first, after }: NotificationPageArgs, @CurrentUser() user: User): Promise<NotificationPage> {
    return this.service.page(user.id, first, after);
  }

  @Query(() => Int, { description: 'How many of my notifications are unread' })
  unreadNotificationCount(@CurrentUser() user: User): Promise<number> {
    return this.service.unreadCount(user.id);
  }

  @Subscription(() => Int, {
    description: "The signed-in member's unread count, sent after each change of their notifications (graphql-ws at /graphql)",
    resolve(this: NotificationsResolver, event: { userId: string }): Promise<number> {
      // The count is read when it is sent, on the subscriber's process: the event only says it moved.
      return this.service.unreadCount(event.userId);
    },
  })
  unreadNotificationCountChanged(@CurrentUser() user: User) {
    return this.live.subscribe(userChannel(user.id));
  }

  @Mutation(() => Int, { description: 'Marks my notifications read (NOT_FOUND if any id is not mine); answers the unread count' })
  markNotificationsRead(@Args() { ids }: MarkReadArgs, @CurrentUser() user: User): Promise<number> {
    return this.service.markRead(user.id, ids);
  }

  @Mutation(() => Int, { description: 'Marks all my notifications read; answers the unread count (0)' })
  markAllNotificationsRead(@CurrentUser() user: User): Promise<number> {
    return this.service.markAllRead(user.id);
  }

  @Query(() => NotificationPreferences)
  notificationPreferences(@CurrentUser() user: User): Promise<NotificationPreferences> {
    return this.service.preferences(user.id);
  }

  @Mutation(() => NotificationPreferences)
  updateNotificationPreferences(
    @Args('input') input: NotificationPreferencesInput,
    @CurrentUser() user: User,
  ): Promise<NotificationPreferences> {
    return this.service.updatePreferences(user.id, input);
  }

  @ResolveField(() => User, { nullable: true, description: 'Who did it (the latest liker for likes; none for moderation and reports)' })
  async actor(@Parent() n: Notification, @Context() ctx: GraphqlContext): Promise<User | null> {
    return n.actorId ? ctx.loaders.userById.load(n.actorId) : null;
  }
}
