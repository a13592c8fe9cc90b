import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { NotFoundPages } from './not-found-pages.middleware.js';
import { KeptPages } from './kept-pages.middleware.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Guide, NewsEvent, Recipe } from '../content/content.entities.js';
import { Pepper } from '../peppers/pepper.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../accounts/user.entity.js';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';
import { PageRenderer } from './page-renderer.service.js';
import { PeppersModule } from '../peppers/peppers.module.js';
import { TopicsModule } from '../topics/topics.module.js';
import { ContentModule } from '../content/content.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([Pepper, Topic, User, NewsEvent, Recipe, Guide]), PeppersModule, ContentModule, TopicsModule],
  controllers: [SeoController],
  providers: [SeoService, PageRenderer],
})
export class SeoModule implements NestModule {
  configure(consumer: MiddlewareConsumer) {
    // A page kept in the last second goes out before the routes; an address that is no page gets the 404 page.
    consumer.apply(KeptPages, NotFoundPages).forRoutes({ path: '{*path}', method: RequestMethod.GET });
  }
}
