import type { TopicWatchLevel } from '@pepper-atlas/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { Comment } from './comment.entity.js';
import { Topic } from './topic.entity.js';

/** How a member follows a topic (migration WatchesAndBookmarks); no row is `normal` by default, a row a choice that stays. */
@Entity('topic_watches')
@Index('topic_watches_topic_idx', { synchronize: false })
@Check('topic_watches_level_check', `"level" IN ('watching', 'normal', 'muted')`)
export class TopicWatch {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'uuid' })
  topicId: string;

  @Column({ type: 'varchar', length: 10 })
  level: TopicWatchLevel;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_topic_watches_user' })
  user?: Relation<User>;

  @ManyToOne(() => Topic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'topic_id', foreignKeyConstraintName: 'FK_topic_watches_topic' })
  topic?: Relation<Topic>;
}

/** A member's saved topic (no comment) or comment (with its topic), one per member and post. */
@Entity('bookmarks')
@Index('bookmarks_topic_key', { synchronize: false })
@Index('bookmarks_comment_key', { synchronize: false })
@Index('bookmarks_page_idx', { synchronize: false })
export class Bookmark {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid' })
  topicId: string;

  @Column({ type: 'uuid', nullable: true })
  commentId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_bookmarks_user' })
  user?: Relation<User>;

  @ManyToOne(() => Topic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'topic_id', foreignKeyConstraintName: 'FK_bookmarks_topic' })
  topic?: Relation<Topic>;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id', foreignKeyConstraintName: 'FK_bookmarks_comment' })
  comment?: Relation<Comment>;
}
