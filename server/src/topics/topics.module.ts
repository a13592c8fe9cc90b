import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { Comment } from './comment.entity.js';
import { CommentsResolver } from './comments.resolver.js';
import { CommentsService } from './comments.service.js';
import { CommentFollowsResolver, FollowsResolver } from './follows.resolver.js';
import { FollowsService } from './follows.service.js';
import { ForumCache } from './forum-cache.service.js';
import { ForumSearchResolver } from './forum-search.resolver.js';
import { ForumSearchService } from './forum-search.service.js';
import { ForumIndexService } from './forum-index.service.js';
import { CommentLike, TopicLike } from './forum-reaction.entities.js';
import { Bookmark, TopicWatch } from './follow.entities.js';
import { Topic } from './topic.entity.js';
import { TopicsController } from './topics.controller.js';
import { TopicsResolver } from './topics.resolver.js';
import { Mentions } from './mentions.js';
import { PepperLinks } from './pepper-links.service.js';
import { PepperTopicsResolver } from './pepper-topics.resolver.js';
import { PostVersionsResolver } from './post-versions.resolver.js';
import { PostVersionsService } from './post-versions.service.js';
import { TopicsLoaders } from './topics.loaders.js';
import { PostImage } from './post-image.entity.js';
import { PostImagesResolver, TopicImagesResolver } from './post-images.resolver.js';
import { PostImagesService } from './post-images.service.js';
import { TopicsService } from './topics.service.js';
import { TopicEvents } from './topic-events.js';
import { TopicEventsResolver } from './topic-events.resolver.js';

@Module({
  imports: [TypeOrmModule.forFeature([Topic, Comment, TopicLike, CommentLike, TopicWatch, Bookmark, PostImage]), SettingsModule, NotificationsModule, UploadsModule],
  providers: [TopicsService, ForumCache, CommentsService, ForumSearchService, ForumIndexService, TopicsResolver, CommentsResolver, ForumSearchResolver, TopicEvents, TopicEventsResolver, TopicsLoaders, Mentions, PepperLinks, PepperTopicsResolver, PostVersionsService, PostVersionsResolver, FollowsService, FollowsResolver, CommentFollowsResolver, PostImagesService, PostImagesResolver, TopicImagesResolver],
  controllers: [TopicsController],
  exports: [TopicsService, CommentsService, ForumCache, TopicEvents, TopicsLoaders, PostImagesService],
})
export class TopicsModule {}
export const TOPICS_RESOLVERS = [TopicsResolver, CommentsResolver, ForumSearchResolver, TopicEventsResolver, PepperTopicsResolver, PostVersionsResolver, FollowsResolver, CommentFollowsResolver, PostImagesResolver, TopicImagesResolver];
