import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Pepper } from '../peppers/pepper.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Pepper, Topic])],
  controllers: [SeoController],
  providers: [SeoService],
})
export class SeoModule {}
