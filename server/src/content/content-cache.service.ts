import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContentCache } from '../common/cache/content-cache.js';

/**
 * The version of the news, recipes and guides (and a recipe's peppers), which moves with every change an
 * administrator saves (ContentEditing migration): the server's kept pages are keyed by it, so an edit is in the
 * very next page. A guide's view count does not move it.
 */
@Injectable()
export class ContentVersion extends ContentCache {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, 'content');
  }
}
