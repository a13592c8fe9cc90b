import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { RequireVerifiedEmail } from '../common/decorators/require-verified-email.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { Roles } from '../common/decorators/roles.decorator.js';
import { DefaultError } from '../common/rest/default-error.js';
import type { User } from '../accounts/user.entity.js';
import { RestErrorAnswer, SuccessMessageAnswer } from '../common/rest/rest-answers.js';
import { CommentsService } from './comments.service.js';
import {
  AuthorTopicsAnswer,
  CategoryStatsAnswer,
  CreateTopicAnswer,
  ForumStatsAnswer,
  TopicAnswer,
  TopicPageAnswer,
  TopicsAnswer,
  TopicViewsAnswer,
} from './dto/topic.answers.js';
import type { CreateTopicInput } from './dto/topic.inputs.js';
import { TopicCategoryParam, TopicListArgs } from './dto/topic-list.args.js';
import { RestCommentBody, RestTopicBody, SearchQuery, ShortlistQuery, toRestTopic, toRestTopicPage } from './topic.rest.js';
import { TopicsService } from './topics.service.js';

/**
 * The forum routes of docs/rest-api.md under /api/topics, with the answer fields the old
 * client reads. Fixed paths come before `:id` so Express matches them first.
 */
@Controller('api/topics')
export class TopicsController {
  constructor(
    private readonly topics: TopicsService,
    private readonly comments: CommentsService,
  ) {}

  @ApiOperation({ summary: 'A page of topics (pinned ones apart)' })
  @ApiOkResponse({ type: TopicPageAnswer })
  @Public()
  @Get()
  @DefaultError('Failed to fetch forum data')
  async list(@Query() query: TopicListArgs) {
    return toRestTopicPage(await this.topics.list(query));
  }

  @ApiOperation({ summary: 'The pinned topics' })
  @ApiOkResponse({ type: TopicsAnswer })
  @Public()
  @Get('pinned')
  @DefaultError('Failed to fetch pinned topics')
  async pinned() {
    return { topics: (await this.topics.pinned()).map(toRestTopic) };
  }

  @ApiOperation({ summary: 'The newest topics' })
  @ApiOkResponse({ type: TopicsAnswer })
  @Public()
  @Get('recent')
  async recent(@Query() query: ShortlistQuery) {
    return { topics: (await this.topics.shortlist('recent', query.limit)).map(toRestTopic) };
  }

  @ApiOperation({ summary: 'The most viewed topics' })
  @ApiOkResponse({ type: TopicsAnswer })
  @Public()
  @Get('popular')
  async popular(@Query() query: ShortlistQuery) {
    return { topics: (await this.topics.shortlist('popular', query.limit)).map(toRestTopic) };
  }

  @ApiOperation({ summary: 'The most recently commented topics' })
  @ApiOkResponse({ type: TopicsAnswer })
  @Public()
  @Get('active')
  async active(@Query() query: ShortlistQuery) {
    return { topics: (await this.topics.shortlist('active', query.limit)).map(toRestTopic) };
  }

  @ApiOperation({ summary: 'Forum totals' })
  @ApiOkResponse({ type: ForumStatsAnswer })
  @Public()
  @Get('stats')
  @DefaultError('Failed to fetch forum stats')
  stats() {
    return this.topics.stats();
  }

  @ApiOperation({ summary: 'The number of topics per category' })
  @ApiOkResponse({ type: CategoryStatsAnswer })
  @Public()
  @Get('categories/stats')
  @DefaultError('Failed to fetch forum stats')
  async categoryStats() {
    return { categories: await this.topics.categoryStats() };
  }

  @ApiOperation({ summary: 'A page of topics of one category (`all`: every category)' })
  @ApiOkResponse({ type: TopicPageAnswer })
  @Public()
  @Get('category/:category')
  @DefaultError('Failed to fetch topics by category')
  async byCategory(@Param() params: TopicCategoryParam, @Query() query: TopicListArgs) {
    return toRestTopicPage(await this.topics.list({ ...query, category: params.category }));
  }

  @ApiOperation({ summary: 'The topics of one author (a username)' })
  @ApiOkResponse({ type: AuthorTopicsAnswer })
  @Public()
  @Get('author/:author')
  async byAuthor(@Param('author') author: string, @Query() query: ShortlistQuery) {
    const { items, totalItems } = await this.topics.byAuthor(author, 0, query.limit ?? 20);
    return { topics: items.map(toRestTopic), total: totalItems };
  }

  @ApiOperation({ summary: 'Search titles, subjects and descriptions (`q`)' })
  @ApiOkResponse({ type: TopicPageAnswer })
  @Public()
  @Get('search')
  @DefaultError('Failed to search topics')
  async search(@Query() query: TopicListArgs, @Query() search: SearchQuery) {
    return toRestTopicPage(await this.topics.list({ ...query, search: search.q ?? query.search }));
  }

  @ApiOperation({ summary: 'Start a topic (needs title and subject)' })
  @ApiCreatedResponse({ type: CreateTopicAnswer })
  @RequireVerifiedEmail()
  @Post()
  @DefaultError('Failed to create topic')
  async create(@Body() body: RestTopicBody, @CurrentUser() user: User) {
    const topic = await this.topics.create(
      {
        title: body.title ?? '',
        subject: body.subject ?? '',
        category: body.category,
        description: body.description ?? [],
      } as CreateTopicInput,
      user,
    );
    return { success: true, topic: toRestTopic(topic) };
  }

  @ApiOperation({ summary: 'One topic' })
  @ApiOkResponse({ type: TopicAnswer })
  @Public()
  @Get(':id')
  @DefaultError('Failed to fetch topic')
  async get(@Param('id') id: string) {
    return { topic: toRestTopic(await this.topics.findById(id)) };
  }

  @ApiOperation({ summary: 'Change a topic (its author or a moderator)' })
  @ApiOkResponse({ type: TopicAnswer })
  @ApiResponse({ status: 403, type: RestErrorAnswer, description: 'FORBIDDEN: neither the author nor a moderator' })
  @Put(':id')
  @DefaultError('Failed to update topic')
  async update(@Param('id') id: string, @Body() body: RestTopicBody, @CurrentUser() user: User) {
    return { topic: toRestTopic(await this.topics.update(id, body, user)) };
  }

  @ApiOperation({ summary: 'Delete a topic (its author or a moderator)' })
  @ApiOkResponse({ type: SuccessMessageAnswer })
  @ApiResponse({ status: 403, type: RestErrorAnswer, description: 'FORBIDDEN: neither the author nor a moderator' })
  @Delete(':id')
  @DefaultError('Failed to delete topic')
  async delete(@Param('id') id: string, @CurrentUser() user: User) {
    await this.topics.delete(id, user);
    return { success: true, message: 'Topic deleted' };
  }

  @ApiOperation({ summary: 'Pin a topic' })
  @ApiOkResponse({ type: TopicAnswer })
  @Roles('admin', 'moderator')
  @Patch(':id/pin')
  @DefaultError('Failed to update topic')
  async pin(@Param('id') id: string, @CurrentUser() user: User) {
    return { topic: toRestTopic(await this.topics.setFlag(id, 'pinned', true, user)) };
  }

  @ApiOperation({ summary: 'Unpin a topic' })
  @ApiOkResponse({ type: TopicAnswer })
  @Roles('admin', 'moderator')
  @Patch(':id/unpin')
  @DefaultError('Failed to update topic')
  async unpin(@Param('id') id: string, @CurrentUser() user: User) {
    return { topic: toRestTopic(await this.topics.setFlag(id, 'pinned', false, user)) };
  }

  @ApiOperation({ summary: 'Lock a topic: no more comments' })
  @ApiOkResponse({ type: TopicAnswer })
  @Roles('admin', 'moderator')
  @Patch(':id/lock')
  @DefaultError('Failed to update topic')
  async lock(@Param('id') id: string, @CurrentUser() user: User) {
    return { topic: toRestTopic(await this.topics.setFlag(id, 'locked', true, user)) };
  }

  @ApiOperation({ summary: 'Unlock a topic' })
  @ApiOkResponse({ type: TopicAnswer })
  @Roles('admin', 'moderator')
  @Patch(':id/unlock')
  @DefaultError('Failed to update topic')
  async unlock(@Param('id') id: string, @CurrentUser() user: User) {
    return { topic: toRestTopic(await this.topics.setFlag(id, 'locked', false, user)) };
  }

  @ApiOperation({ summary: 'Count a view' })
  @ApiOkResponse({ type: TopicViewsAnswer })
  @Public()
  @Patch(':id/views')
  @DefaultError('Failed to increment views')
  async views(@Param('id') id: string) {
    return { views: await this.topics.incrementViews(id) };
  }

  /** The comment count goes up by one because a comment is added: the body carries it. */
  @ApiOperation({ summary: 'Comment on a topic (or reply to a comment with parentId)' })
  @ApiOkResponse({ type: TopicAnswer })
  @ApiResponse({ status: 403, type: RestErrorAnswer, description: 'FORBIDDEN: the topic is locked' })
  @RequireVerifiedEmail()
  @Patch(':id/comments')
  @DefaultError('Failed to update topic')
  async comment(@Param('id') id: string, @Body() body: RestCommentBody, @CurrentUser() user: User) {
    await this.comments.add({ topicId: id, text: body.text, parentId: body.parentId }, user);
    return { topic: toRestTopic(await this.topics.findById(id)) };
  }
}
