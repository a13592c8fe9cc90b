import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { Comment } from './comment.entity.js';
import { Topic } from './topic.entity.js';

/** A user's like of a topic: at most one per user and topic. */
@Entity('topic_likes')
export class TopicLike {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Index('topic_likes_topic_idx')
  @PrimaryColumn({ type: 'uuid' })
  topicId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @ManyToOne(() => Topic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'topic_id' })
  topic?: Relation<Topic>;
}

/** A user's like of a comment: at most one per user and comment. */
@Entity('comment_likes')
export class CommentLike {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Index('comment_likes_comment_idx')
  @PrimaryColumn({ type: 'uuid' })
  commentId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id' })
  comment?: Relation<Comment>;
}
