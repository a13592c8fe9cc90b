import { Controller, Get, Query } from '@nestjs/common';
import { Public } from '../common/decorators/public.decorator.js';
import { TopicListArgs } from './dto/topic-list.args.js';
import { toRestTopicPage } from './topic.rest.js';
import { TopicsService } from './topics.service.js';

@Controller('api/topics')
export class TopicsController {
  constructor(private readonly topics: TopicsService) {}

  @Public()
  @Get()
  async list(@Query() query: TopicListArgs) {
    return toRestTopicPage(await this.topics.list(query));
  }
}
