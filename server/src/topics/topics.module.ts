import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Comment } from './comment.entity.js';
import { Topic } from './topic.entity.js';
import { TopicsController } from './topics.controller.js';
import { TopicsResolver } from './topics.resolver.js';
import { TopicsService } from './topics.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Topic, Comment])],
  providers: [TopicsService, TopicsResolver],
  controllers: [TopicsController],
  exports: [TopicsService],
})
export class TopicsModule {}
export const TOPICS_RESOLVERS = [TopicsResolver];
