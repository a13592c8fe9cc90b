import { Injectable } from '@nestjs/common';
import type { Loaders, LoadersFactory } from '../common/dataloader/loaders.js';
import type { AppRequest } from '../common/request-context.js';
import { ContentLoaders } from '../content/content.loaders.js';
import { PeppersLoaders } from '../peppers/peppers.loaders.js';
import { TopicsLoaders } from '../topics/topics.loaders.js';
import { UsersLoaders } from '../users/users.loaders.js';

/** Every module's loaders for one GraphQL request: each module loads its own rows. */
@Injectable()
export class AppLoaders implements LoadersFactory {
  constructor(
    private readonly users: UsersLoaders,
    private readonly peppers: PeppersLoaders,
    private readonly topics: TopicsLoaders,
    private readonly content: ContentLoaders,
  ) {}

  create(req: AppRequest): Loaders {
    return { ...this.users.create(req), ...this.peppers.create(req), ...this.topics.create(req), ...this.content.create(req) };
  }
}
