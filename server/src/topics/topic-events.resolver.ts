import { Args, Context, ID, Resolver, Subscription } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { Public } from '../common/decorators/public.decorator.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { Comment } from './comment.entity.js';
import { CommentsService } from './comments.service.js';
import { TopicsService } from './topics.service.js';
import { LiveEvents, topicChannel } from '../live/live-events.service.js';
import { LiveSharing } from '../live/live-sharing.service.js';
import { TopicEvent, TopicEventKind, type TopicEventMessage } from './topic-event.type.js';

/**
 * What every subscriber's answer to one event shares, loaded once per event and process however many sockets watch
 * the topic (the event object is shared): the comment with its author and replies, and whether each viewer liked it,
 * for all the viewers of one delivery in one batch. Each subscriber's loaders are primed with it, so delivering an
 * event to 1,000 sockets reads the database a few times, not a few times per socket.
 */
interface EventComment {
  comment: Comment | null;
  replies: Comment[];
  likedBy: DataLoader<string, boolean>;
}
const eventComments = new WeakMap<TopicEventMessage, Promise<EventComment>>();

@Resolver(() => TopicEvent)
export class TopicEventsResolver {
  /** Topics being looked up for new subscriptions: a burst of subscriptions to one topic reads it once. */
  private readonly lookups = new Map<string, Promise<{ id: string }>>();

  constructor(
    private readonly live: LiveEvents,
    private readonly topics: TopicsService,
    private readonly comments: CommentsService,
    sharing: LiveSharing,
  ) {
    // Of a comment's fields, only whether the viewer liked it depends on who watches: the sockets watching a topic
    // share two answers per event and kind of viewer (liked or not), whatever their number.
    sharing.register<TopicEventMessage>('topicEvents', {
      covers: ['topicEvents.comment.likedByMe'],
      viewerKey: async (message, ctx) => {
        if (message.kind !== TopicEventKind.COMMENT_ADDED && message.kind !== TopicEventKind.COMMENT_EDITED) return '';
        const { comment, likedBy } = await this.commentOf(message);
        const viewer = ctx.req.user;
        if (!comment || !viewer) return '';
        return (await likedBy.load(viewer.id)) ? 'liked' : 'not liked';
      },
    });
  }

  private commentOf(message: TopicEventMessage): Promise<EventComment> {
    let loaded = eventComments.get(message);
    if (!loaded) {
      loaded = (async () => {
        const comment = message.commentId ? await this.comments.findWithAuthor(message.commentId) : null;
        const replies = comment ? (await this.comments.repliesOf([comment.id]))[0] : [];
        const likedBy = new DataLoader<string, boolean>((userIds) =>
          comment ? this.comments.likedByUsers(comment.id, userIds) : Promise.resolve(userIds.map(() => false)),
        );
        return { comment, replies, likedBy };
      })();
      eventComments.set(message, loaded);
    }
    return loaded;
  }

  @Public()
  @Subscription(() => TopicEvent, {
    description:
      'Live changes of a topic (graphql-ws at /graphql): comments added, edited and deleted, like counts, the topic deleted. ' +
      'Whoever may read the topic may subscribe (guests too); NOT_FOUND for a deleted or unknown topic.',
    async resolve(this: TopicEventsResolver, message: TopicEventMessage, _args: unknown, ctx: GraphqlContext): Promise<TopicEvent> {
      // Fresh loaders per event: whether the viewer liked a comment may have changed since the last one.
      ctx.renewLoaders?.();
      const event = { kind: message.kind, topicId: message.topicId, commentId: message.commentId ?? null, likes: message.likes ?? null, comment: null };
      if (message.kind !== TopicEventKind.COMMENT_ADDED && message.kind !== TopicEventKind.COMMENT_EDITED) return event;
      const { comment, replies, likedBy } = await this.commentOf(message);
      if (!comment) return event;
      const viewer = ctx.req.user;
      ctx.loaders.repliesOf.prime(comment.id, replies);
      // A failed batch primes nothing: the field's own loader asks again for this viewer.
      const liked = viewer ? await likedBy.load(viewer.id).catch(() => undefined) : false;
      if (liked !== undefined) ctx.loaders.commentLikedByViewer.prime(comment.id, liked);
      return { ...event, comment };
    },
  })
  async topicEvents(@Args('topicId', { type: () => ID }) topicId: string, @Context() _ctx: GraphqlContext) {
    // Same rule as the `topic` query: a deleted or unknown topic is NOT_FOUND.
    let lookup = this.lookups.get(topicId);
    if (!lookup) {
      lookup = this.topics.findById(topicId).finally(() => this.lookups.delete(topicId));
      this.lookups.set(topicId, lookup);
    }
    const topic = await lookup;
    return this.live.subscribe<TopicEventMessage>(topicChannel(topic.id), (event) => event.kind === TopicEventKind.TOPIC_DELETED);
  }
}
