import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { PeppersService } from '../../peppers/peppers.service.js';
import type { Comment } from '../../topics/comment.entity.js';
import { CommentsService } from '../../topics/comments.service.js';
import type { Topic } from '../../topics/topic.entity.js';
import { TopicsService } from '../../topics/topics.service.js';
import { UsersService } from '../../users/users.service.js';
import type { User } from '../../users/user.entity.js';
import type { AppRequest } from '../request-context.js';

/** Batching loaders, created fresh for every GraphQL request so nothing is cached across users. */
export interface Loaders {
  userById: DataLoader<string, User | null>;
  topicById: DataLoader<string, Topic | null>;
  /** Replies of a comment, oldest first. */
  repliesOf: DataLoader<string, Comment[]>;
  /** Whether the signed-in user liked an item or keeps it as a favorite (false for guests). */
  pepperLikedByViewer: DataLoader<string, boolean>;
  pepperFavoriteOfViewer: DataLoader<string, boolean>;
  topicLikedByViewer: DataLoader<string, boolean>;
  commentLikedByViewer: DataLoader<string, boolean>;
  /** `[[Pepper name]]` in posts: the slug of the pepper with this lower-cased English or Hebrew name. */
  pepperSlugByName: DataLoader<string, string | null>;
  /** `@username` in posts: the username as spelled in the account, for a lower-cased one that exists. */
  usernameByLowerName: DataLoader<string, string | null>;
}

@Injectable()
export class LoadersFactory {
  constructor(
    private readonly users: UsersService,
    private readonly peppers: PeppersService,
    private readonly topics: TopicsService,
    private readonly comments: CommentsService,
  ) {}

  create(req: AppRequest): Loaders {
    // The viewer is read when a batch runs: the guard has authenticated the request by then.
    const forViewer = (load: (userId: string, ids: readonly string[]) => Promise<boolean[]>) =>
      new DataLoader<string, boolean>((ids) => (req.user ? load(req.user.id, ids) : Promise.resolve(ids.map(() => false))));
    return {
      userById: new DataLoader((ids) => this.users.findByIds(ids)),
      topicById: new DataLoader((ids) => this.topics.findByIds(ids)),
      repliesOf: new DataLoader((ids) => this.comments.repliesOf(ids)),
      pepperLikedByViewer: forViewer((userId, ids) => this.peppers.likedBy(userId, ids)),
      pepperFavoriteOfViewer: forViewer((userId, ids) => this.peppers.favoritedBy(userId, ids)),
      topicLikedByViewer: forViewer((userId, ids) => this.topics.likedBy(userId, ids)),
      commentLikedByViewer: forViewer((userId, ids) => this.comments.likedBy(userId, ids)),
      pepperSlugByName: new DataLoader((names) => this.peppers.slugsByLowerNames(names)),
      usernameByLowerName: new DataLoader((names) => this.users.usernamesByLowerNames(names)),
    };
  }
}
