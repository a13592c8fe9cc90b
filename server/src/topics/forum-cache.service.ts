import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContentCache } from '../common/cache/content-cache.js';

/**
 * The forum's cache (topics.service.ts): a search's or a category's total and the category chips'
 * counts, by the forum's version, which moves with every new, deleted, moved, edited or (un)pinned
 * topic but not with views, likes or comments (their counters are not in any count).
 */
@Injectable()
export class ForumCache extends ContentCache {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, 'forum');
  }
}
