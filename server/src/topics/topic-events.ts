import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LiveEvents, topicChannel } from '../live/live-events.service.js';
import { TopicEventKind, type TopicEventMessage } from './topic-event.type.js';

/**
 * Publishes a topic's changes (called by the forum services after their write committed). An event of a
 * topic that is deleted is never sent: only readers of the topic get its events.
 */
@Injectable()
export class TopicEvents {
  constructor(
    private readonly live: LiveEvents,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private async visible(topicId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM topics WHERE id = $1 AND deleted_at IS NULL', [topicId]);
    return rows.length > 0;
  }

  /** Never throws: the write it follows has succeeded whatever happens here. */
  async publish(message: TopicEventMessage): Promise<void> {
    try {
      if (message.kind !== TopicEventKind.TOPIC_DELETED && !(await this.visible(message.topicId))) return;
      await this.live.publish(topicChannel(message.topicId), message);
    } catch {
      // Best effort (a database hiccup after the commit): the readers see the change on their next load.
    }
  }

  comment(kind: TopicEventKind, topicId: string, commentId: string, likes?: number): Promise<void> {
    return this.publish({ kind, topicId, commentId, ...(likes === undefined ? {} : { likes }) });
  }
}
