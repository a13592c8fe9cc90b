import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
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
import { TOPIC_CATEGORIES, type TopicCategory as TopicCategoryName } from '@pepper-atlas/domain';
import { User } from '../accounts/user.entity.js';

export const TopicCategory = Object.fromEntries(TOPIC_CATEGORIES.map((c) => [c, c])) as {
  [K in TopicCategoryName]: K;
};
registerEnumType(TopicCategory, { name: 'TopicCategory' });

@ObjectType({ description: 'A forum topic' })
@Entity('topics')
@Check('topics_counts_check', `"views" >= 0 AND "likes" >= 0 AND "comments_count" >= 0`)
@Check('topics_category_check', `"category" IN ('general', 'growing', 'identification', 'recipe', 'tips', 'diseases')`)
@Index('topics_pinned_create_date_idx', ['pinned', 'createDate'])
// Partial sort indexes of migrations ForumSpeed and ForumCategoryOrders, trigram search indexes of ForumSearch (not synchronized).
@Index('topics_search_text_idx', { synchronize: false })
@Index('topics_search_title_idx', { synchronize: false })
@Index('topics_search_title_words_idx', { synchronize: false })
@Index('topics_search_recent_idx', { synchronize: false })
@Index('topics_search_changed_idx', { synchronize: false })
@Index('topics_list_date_idx', { synchronize: false })
@Index('topics_list_views_idx', { synchronize: false })
@Index('topics_list_comments_idx', { synchronize: false })
@Index('topics_list_category_date_idx', { synchronize: false })
@Index('topics_list_category_views_idx', { synchronize: false })
@Index('topics_list_category_comments_idx', { synchronize: false })
export class Topic {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ length: 150 })
  title: string;

  @Field()
  @Column({ length: 100 })
  subject: string;

  @Field(() => [String], { description: 'The message body as a list of lines (paragraphs)' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  description: string[];

  @Field(() => TopicCategory)
  @Index('topics_category_idx')
  @Column({ type: 'varchar', length: 20, default: 'general' })
  category: TopicCategoryName;

  @Index('topics_author_id_idx')
  @Column({ type: 'uuid' })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id' })
  author?: Relation<User>;

  @Field()
  @Column({ default: false })
  pinned: boolean;

  @Field()
  @Column({ default: false })
  locked: boolean;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  views: number;

  @Field(() => Int, { description: 'Number of comments (replies included)' })
  @Column({ type: 'int', default: 0 })
  commentsCount: number;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  likes: number;

  @Field({ description: 'When the topic was posted' })
  @CreateDateColumn({ type: 'timestamptz' })
  createDate: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @DeleteDateColumn({ type: 'timestamptz' })
  deletedAt: Date | null;

  /**
   * The searched text (title, subject, description) and the title with the subject, folded by
   * search_fold for the forum search (forum-search.ts). A trigger keeps them (ForumSearch migration).
   */
  @Column({ type: 'text', nullable: true, select: false, insert: false, update: false })
  searchText?: string | null;

  @Column({ type: 'text', nullable: true, select: false, insert: false, update: false })
  searchTitle?: string | null;

  /** The words of search_title, where a typo is looked for (SearchWords migration; kept by a trigger too). */
  @Column({ type: 'text', array: true, nullable: true, select: false, insert: false, update: false })
  searchTitleWords?: string[] | null;

  /** When its searched fields last changed, by a trigger (ForumSearchChanges migration): what the forum's index reads again. */
  @Column({ type: 'timestamptz', default: () => 'now()', select: false, insert: false, update: false })
  searchChangedAt?: Date;
}
