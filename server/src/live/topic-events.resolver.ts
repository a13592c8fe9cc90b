import { Args, Context, ID, Resolver, Subscription } from '@nestjs/graphql';
import { Public } from '../common/decorators/public.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { Comment } from '../topics/comment.entity.js';
import { CommentsService } from '../topics/comments.service.js';
import { TopicsService } from '../topics/topics.service.js';
import { LiveEvents, topicChannel } from './live-events.js';
import { TopicEvent, TopicEventKind, type TopicEventMessage } from './topic-event.type.js';

/** One load of an event's comment per process, however many sockets watch the topic (the event object is shared). */
const loadedComments = new WeakMap<TopicEventMessage, Promise<Comment | null>>();

@Resolver(() => TopicEvent)
export class TopicEventsResolver {
  constructor(
    private readonly live: LiveEvents,
    private readonly topics: TopicsService,
    private readonly comments: CommentsService,
  ) {}

  private commentOf(message: TopicEventMessage): Promise<Comment | null> {
    let loaded = loadedComments.get(message);
    if (!loaded) {
      loaded = message.commentId ? this.comments.findWithAuthor(message.commentId) : Promise.resolve(null);
      loadedComments.set(message, loaded);
    }
    return loaded;
  }

  @Public()
  @Subscription(() => TopicEvent, {
    description:
      'Live changes of a topic (graphql-ws at /graphql): comments added, edited and deleted, like counts, the topic deleted. ' +
      'Whoever may read the topic may subscribe (guests too); NOT_FOUND for a deleted or unknown topic.',
    resolve(this: TopicEventsResolver, message: TopicEventMessage, _args: unknown, ctx: GraphqlContext): TopicEvent {
      // Fresh loaders per event: whether the viewer liked a comment may have changed since the last one.
      ctx.renewLoaders?.();
      const withComment = message.kind === TopicEventKind.COMMENT_ADDED || message.kind === TopicEventKind.COMMENT_EDITED;
      return {
        kind: message.kind,
        topicId: message.topicId,
        commentId: message.commentId ?? null,
        likes: message.likes ?? null,
        comment: (withComment ? this.commentOf(message) : null) as Comment | null,
      };
    },
  })
  async topicEvents(@Args('topicId', { type: () => ID }) topicId: string, @Context() _ctx: GraphqlContext) {
    // Same rule as the `topic` query: a deleted or unknown topic is NOT_FOUND.
    const topic = await this.topics.findById(topicId);
    return this.live.subscribe<TopicEventMessage>(topicChannel(topic.id), (event) => event.kind === TopicEventKind.TOPIC_DELETED);
  }
}
