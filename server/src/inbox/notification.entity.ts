import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  NOTIFICATION_TYPES,
  type NotificationAction as NotificationActionName,
  type NotificationType as NotificationTypeName,
} from '@pepper-atlas/domain';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Report } from '../reports/report.entity.js';
import { Comment } from '../topics/comment.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../accounts/user.entity.js';

export const NotificationType = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, t])) as { [K in NotificationTypeName]: K };
registerEnumType(NotificationType, {
  name: 'NotificationType',
  description: 'What a member is told about',
  valuesMap: {
    reply: { description: 'A reply to my comment' },
    comment: { description: 'A comment on my topic' },
    mention: { description: 'My @username in a topic or a comment' },
    like: { description: 'Likes of my topic or comment, grouped per post' },
    report: { description: 'What became of my report' },
    moderation: { description: 'A moderator acted on my topic or comment' },
    watched: { description: 'New comments in a topic I watch, one per topic (moved up by each new comment while unread)' },
  },
});
/** A stored notification (migration Notifications). Fields below `readAt` are filled when a page is read. */
@ObjectType({ description: "A notification of the signed-in member; content it points to that is gone shows as removed" })
@Entity('notifications')
@Index('notifications_recipient_page_idx', { synchronize: false })
@Index('notifications_unread_idx', { synchronize: false })
@Index('notifications_group_key', { synchronize: false })
@Check('notifications_type_check', `"type" IN ('reply', 'comment', 'mention', 'like', 'report', 'moderation', 'watched')`)
export class Notification {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  recipientId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipient_id', foreignKeyConstraintName: 'FK_notifications_recipient' })
  recipientRef?: User | null;

  @Field(() => NotificationType)
  @Column({ type: 'varchar', length: 20 })
  type: NotificationTypeName;

  @Field(() => String, { nullable: true, description: "Moderation and report: what was done ('topic.delete', 'topic.lock', 'report.resolved', ...)" })
  @Column({ type: 'varchar', length: 30, nullable: true })
  action: NotificationActionName | null;

  /** For likes: the latest liker when the row last moved (the page shows the latest liker still liking). */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'FK_notifications_actor' })
  actorRef?: User | null;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  topicId: string | null;

  @ManyToOne(() => Topic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'topic_id', foreignKeyConstraintName: 'FK_notifications_topic' })
  topicRef?: Topic | null;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  commentId: string | null;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id', foreignKeyConstraintName: 'FK_notifications_comment' })
  commentRef?: Comment | null;

  @Column({ type: 'uuid', nullable: true })
  reportId: string | null;

  @ManyToOne(() => Report, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id', foreignKeyConstraintName: 'FK_notifications_report' })
  reportRef?: Report | null;

  /** Likes: `like:topic:<id>` or `like:comment:<id>`, one row per recipient and post. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  groupKey: string | null;

  @Field({ description: 'When it happened (for likes: the latest like)' })
  @Column({ type: 'timestamptz', default: () => 'now()' })
  occurredAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** The `occurredAt` of the event last mailed (at once or in a digest): unequal means not mailed yet. */
  @Column({ type: 'timestamptz', nullable: true })
  mailedOccurredAt: Date | null;

  /** A watched topic mailed at once is not mailed at once again before this (cleared when the member reads it). */
  @Column({ type: 'timestamptz', nullable: true })
  mailHoldUntil: Date | null;

  @Field({ description: 'The topic or comment it points to was deleted: no title, snippet or link is given' })
  removed: boolean;

  @Field(() => String, { nullable: true, description: 'The start of the comment or topic as its reader sees it: the Markdown rendered as plain text (no syntax, no HTML; [[Pepper]] as its name), cut at a word with an ellipsis; null when removed' })
  snippet: string | null;

  @Field(() => Int, { nullable: true, description: "The page of the topic's comments that shows the comment (null without a comment or when removed)" })
  commentPage: number | null;

  @Field(() => String, { nullable: true, description: 'The title of the topic (null when removed)' })
  topicTitle: string | null;

  @Field(() => Int, { description: 'Likes: how many others besides the actor liked the post (0 otherwise)' })
  othersCount: number;
}
