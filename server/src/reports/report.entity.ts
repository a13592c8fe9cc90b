import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportStatus as ReportStatusName,
  type ReportType as ReportTypeName,
} from '@pepper-atlas/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Comment } from '../topics/comment.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { PostImage } from '../topics/post-image.entity.js';
import { User } from '../accounts/user.entity.js';

export const ReportType = Object.fromEntries(REPORT_TYPES.map((t) => [t, t])) as { [K in ReportTypeName]: K };
registerEnumType(ReportType, {
  name: 'ReportType',
  description: 'Why a member reports a topic or a comment',
  valuesMap: {
    spam: { description: 'Advertising or repeated unwanted posts' },
    inappropriate: { description: 'Offensive or unsuitable content' },
    harassment: { description: 'Attacks on or threats against a member' },
    other: { description: 'Anything else (the description says what)' },
  },
});
export const ReportStatus = Object.fromEntries(REPORT_STATUSES.map((s) => [s, s])) as { [K in ReportStatusName]: K };
registerEnumType(ReportStatus, {
  name: 'ReportStatus',
  description: 'pending -> reviewed -> resolved, or pending -> resolved',
  valuesMap: {
    pending: { description: 'Filed, not yet looked at by a moderator' },
    reviewed: { description: 'A moderator looked at it; still open' },
    resolved: { description: 'Handled and closed' },
  },
});

@ObjectType({ description: 'A member report of a topic or a comment' })
@Entity('reports')
@Index('reports_status_created_idx', ['status', 'createdAt'])
@Index('reports_open_unique_idx', { synchronize: false })
@Check('reports_type_check', `"type" IN ('spam', 'inappropriate', 'harassment', 'other')`)
@Check('reports_status_check', `"status" IN ('pending', 'reviewed', 'resolved')`)
export class Report {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ReportType)
  @Column({ type: 'varchar', length: 20 })
  type: ReportTypeName;

  @Field(() => ReportStatus)
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ReportStatusName;

  @Field()
  @Column({ type: 'varchar', length: 1000 })
  description: string;

  @Index('reports_reporter_idx')
  @Column({ type: 'uuid' })
  reporterId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reporter_id' })
  reporter?: Relation<User>;

  /** Author of the reported content, kept even if the content is deleted. */
  @Column({ type: 'uuid', nullable: true })
  reportedUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reported_user_id' })
  reportedUser?: Relation<User> | null;

  /** The topic reported, or the topic of the comment reported. */
  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  topicId: string | null;

  @ManyToOne(() => Topic, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'topic_id' })
  topic?: Relation<Topic> | null;

  @Field(() => ID, { nullable: true, description: 'Set when a comment (not the topic itself) is reported' })
  @Column({ type: 'uuid', nullable: true })
  commentId: string | null;

  @ManyToOne(() => Comment, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'comment_id' })
  comment?: Relation<Comment> | null;

  @Field(() => ID, { nullable: true, description: 'Set when one photo of the post is reported' })
  @Column({ type: 'uuid', nullable: true })
  imageId: string | null;

  @ManyToOne(() => PostImage, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'image_id', foreignKeyConstraintName: 'FK_reports_image' })
  image?: Relation<PostImage> | null;

  @Field(() => String, { nullable: true, description: 'What the moderator noted when handling it' })
  @Column({ type: 'varchar', length: 1000, nullable: true })
  resolutionNote: string | null;

  @Column({ type: 'uuid', nullable: true })
  handledById: string | null;

  /** The moderator or admin who last reviewed or resolved it (no foreign key: the id stays if they leave). */
  @ManyToOne(() => User, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'handled_by_id' })
  handledBy?: Relation<User> | null;

  @Field(() => Date, { nullable: true, description: 'When a moderator last reviewed or resolved it' })
  @Column({ type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;
}
