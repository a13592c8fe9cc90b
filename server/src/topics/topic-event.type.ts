import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Comment } from './comment.entity.js';

export enum TopicEventKind {
  COMMENT_ADDED = 'COMMENT_ADDED',
  COMMENT_EDITED = 'COMMENT_EDITED',
  COMMENT_DELETED = 'COMMENT_DELETED',
  COMMENT_LIKES = 'COMMENT_LIKES',
  TOPIC_LIKES = 'TOPIC_LIKES',
  /** The topic was deleted: the last event of the subscription. */
  TOPIC_DELETED = 'TOPIC_DELETED',
}
registerEnumType(TopicEventKind, { name: 'TopicEventKind', description: 'What changed on a topic (subscription topicEvents)' });

/** The JSON sent through the live events (one per write, whoever watches). */
export interface TopicEventMessage {
  [key: string]: unknown;
  kind: TopicEventKind;
  topicId: string;
  commentId?: string;
  likes?: number;
}

@ObjectType({ description: 'A change on a topic, sent to its subscribers after the write committed' })
export class TopicEvent {
  @Field(() => TopicEventKind)
  kind: TopicEventKind;

  @Field(() => ID)
  topicId: string;

  @Field(() => ID, { nullable: true, description: 'The comment added, edited, deleted or liked' })
  commentId: string | null;

  @Field(() => Comment, {
    nullable: true,
    description: 'COMMENT_ADDED and COMMENT_EDITED: the comment, as queries answer it (null if it was deleted meanwhile)',
  })
  comment: Comment | null;

  @Field(() => Int, { nullable: true, description: 'COMMENT_LIKES and TOPIC_LIKES: the new like count' })
  likes: number | null;
}
