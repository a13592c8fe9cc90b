import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { viewerLoader } from '../common/dataloader/loaders.js';
import type { AppRequest } from '../common/request-context.js';
import type { Comment } from './comment.entity.js';
import { CommentsService } from './comments.service.js';
import type { Topic } from './topic.entity.js';
import { TopicsService } from './topics.service.js';
import type { TopicWatchLevel } from '@pepper-atlas/domain';
import { FollowsService } from './follows.service.js';
import { PostVersionsService } from './post-versions.service.js';
import type { PostVersion } from './post-version.type.js';
import type { PostImage } from './post-image.entity.js';
import { PostImagesService } from './post-images.service.js';

declare module '../common/dataloader/loaders.js' {
  interface Loaders {
    topicById: DataLoader<string, Topic | null>;
    /** Replies of a comment, oldest first. */
    repliesOf: DataLoader<string, Comment[]>;
    /** Whether the signed-in user liked a topic or a comment (false for guests). */
    topicLikedByViewer: DataLoader<string, boolean>;
    commentLikedByViewer: DataLoader<string, boolean>;
    /** How many versions a post's edits kept, by versionsKey (topic:<id> or comment:<id>). */
    postVersionsCount: DataLoader<string, number>;
    /** A post's versions as the viewer may read them, by versionsKey. */
    postVersions: DataLoader<string, PostVersion[]>;
    /** How the signed-in member follows a topic ('normal' for guests). */
    topicWatchLevel: DataLoader<string, TopicWatchLevel>;
    /** Whether the signed-in member saved a topic (`topic:<id>`) or a comment (`comment:<id>`); false for guests. */
    bookmarkedByViewer: DataLoader<string, boolean>;
    /** A post's photos in gallery order, by postImagesKey (topic:<id> or comment:<id>). */
    postImagesOf: DataLoader<string, PostImage[]>;
    /** Photos by id, removed ones too (a report's photo). */
    postImageById: DataLoader<string, PostImage | null>;
  }
}

/** The forum's loaders of a GraphQL request (see common/dataloader/loaders.ts). */
@Injectable()
export class TopicsLoaders {
  constructor(
    private readonly topics: TopicsService,
    private readonly comments: CommentsService,
    private readonly versions: PostVersionsService,
    private readonly follows: FollowsService,
    private readonly images: PostImagesService,
  ) {}

  create(req: AppRequest) {
    return {
      topicById: new DataLoader((ids: readonly string[]) => this.topics.findByIds(ids)),
      repliesOf: new DataLoader((ids: readonly string[]) => this.comments.repliesOf(ids)),
      topicLikedByViewer: viewerLoader(req, (userId, ids) => this.topics.likedBy(userId, ids)),
      commentLikedByViewer: viewerLoader(req, (userId, ids) => this.comments.likedBy(userId, ids)),
      postVersionsCount: new DataLoader((keys: readonly string[]) => this.versions.counts(keys)),
      // The viewer is read when a batch runs: the guard has authenticated the request by then.
      postVersions: new DataLoader((keys: readonly string[]) => this.versions.listMany(keys, req.user)),
      topicWatchLevel: new DataLoader<string, TopicWatchLevel>((ids) =>
        req.user ? this.follows.watchLevels(req.user.id, ids) : Promise.resolve(ids.map(() => 'normal' as const)),
      ),
      bookmarkedByViewer: viewerLoader(req, (userId, keys) => this.follows.bookmarked(userId, keys)),
      postImagesOf: new DataLoader((keys: readonly string[]) => this.images.ofPosts(keys)),
      postImageById: new DataLoader((ids: readonly string[]) => this.images.findByIds(ids)),
    };
  }
}
