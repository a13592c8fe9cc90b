import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { POST_IMAGE_LIMITS } from '@pepper-atlas/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { Comment } from './comment.entity.js';
import { Topic } from './topic.entity.js';

/**
 * A photo in a topic or comment (issue 36): uploaded first (unattached, topic null), then claimed by the post it was
 * uploaded for, in that post's transaction. Its files are `posts/<fileKey>-<width>.webp` (post-image-files.utils.ts).
 */
@ObjectType({ description: 'A photo shown under a topic or comment' })
@Entity('post_images')
@Check('post_images_post_check', `"comment_id" IS NULL OR "topic_id" IS NOT NULL`)
@Index('post_images_post_idx', ['topicId', 'commentId', 'position'])
@Index('post_images_uploader_idx', ['uploaderId', 'createdAt'])
export class PostImage {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  uploaderId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'uploader_id',
    foreignKeyConstraintName: 'FK_post_images_uploader',
  })
  uploader?: Relation<User>;

  /** The post's topic; null while the upload is not attached to a post. */
  @Column({ type: 'uuid', nullable: true })
  topicId: string | null;

  @ManyToOne(() => Topic, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'topic_id',
    foreignKeyConstraintName: 'FK_post_images_topic',
  })
  topic?: Relation<Topic> | null;

  /** The comment it is shown under; null for the topic itself. */
  @Index('post_images_comment_idx')
  @Column({ type: 'uuid', nullable: true })
  commentId: string | null;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'comment_id',
    foreignKeyConstraintName: 'FK_post_images_comment',
  })
  comment?: Relation<Comment> | null;

  @Column({ type: 'uuid' })
  fileKey: string;

  @Field(() => Int, {
    description: 'Width in pixels of the largest size (turned upright)',
  })
  @Column({ type: 'int' })
  width: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  height: number;

  @Field({
    description: `What the photo shows, for screen readers and the lightbox caption (at most ${POST_IMAGE_LIMITS.altMax} characters; may be empty)`,
  })
  @Column({ type: 'varchar', length: POST_IMAGE_LIMITS.altMax, default: '' })
  alt: string;

  @Field(() => Int, { description: 'Its place in the gallery, from 0' })
  @Column({ type: 'smallint', default: 0 })
  position: number;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Removed by a moderator or admin: never shown again, its files deleted. */
  @Column({ type: 'timestamptz', nullable: true })
  removedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  removedById: string | null;
}
