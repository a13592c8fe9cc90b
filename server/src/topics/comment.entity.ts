import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { Topic } from './topic.entity.js';

@ObjectType({ description: 'A comment on a topic, or a reply to another comment' })
@Entity('comments')
@Check('comments_likes_check', `"likes" >= 0`)
@Index('comments_topic_created_idx', ['topicId', 'createdAt'])
// The forum search's indexes (ForumSearch migration: trigram and partial, not synchronized).
@Index('comments_search_text_idx', { synchronize: false })
@Index('comments_search_recent_idx', { synchronize: false })
@Index('comments_search_changed_idx', { synchronize: false })
// A topic's visible threads in page order, for its page and a comment's page (CommentThreads migration: partial).
@Index('comments_threads_idx', { synchronize: false })
export class Comment {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ type: 'uuid' })
  topicId: string;

  @ManyToOne(() => Topic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'topic_id' })
  topic?: Relation<Topic>;

  @Index('comments_author_id_idx')
  @Column({ type: 'uuid' })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id' })
  author?: Relation<User>;

  @Field(() => ID, { nullable: true, description: 'The comment this one replies to (threads are one level deep)' })
  @Index('comments_parent_id_idx')
  @Column({ type: 'uuid', nullable: true })
  parentId: string | null;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'parent_id' })
  parent?: Relation<Comment> | null;

  @Field()
  @Column({ type: 'text' })
  text: string;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  likes: number;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @DeleteDateColumn({ type: 'timestamptz' })
  deletedAt: Date | null;

  /** The text folded by search_fold, kept by a trigger (ForumSearch migration), for the forum search. */
  @Column({ type: 'text', nullable: true, select: false, insert: false, update: false })
  searchText?: string | null;

  /** When its searched fields last changed, by a trigger (ForumSearchChanges migration): what the forum's index reads again. */
  @Column({ type: 'timestamptz', default: () => 'now()', select: false, insert: false, update: false })
  searchChangedAt?: Date;
}
