import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { TOPIC_CATEGORIES, type TopicCategory } from '@pepper-atlas/domain';
import type { RestTopic, TopicPageAnswer } from './dto/topic.answers.js';
import type { TopicPage } from './dto/topic-page.type.js';
import type { Topic } from './topic.entity.js';
import { QueryInt } from '../common/rest/query-values.js';

/** The REST wire shape of a topic (docs/rest-api.md): `comments` is the count, `create_date` an ISO date. */
export function toRestTopic(t: Topic): RestTopic {
  return {
    id: t.id,
    title: t.title,
    subject: t.subject,
    author: t.author?.username ?? null,
    authorId: t.authorId,
    description: t.description,
    category: t.category,
    pinned: t.pinned,
    locked: t.locked,
    views: t.views,
    comments: t.commentsCount,
    likes: t.likes,
    create_date: t.createDate.toISOString(),
  };
}

export function toRestTopicPage(page: TopicPage): TopicPageAnswer {
  return {
    topics: page.topics.map(toRestTopic),
    pinnedTopics: page.pinnedTopics.map(toRestTopic),
    stats: page.stats,
    currentPage: page.currentPage,
    totalPages: page.totalPages,
    total: page.total,
  };
}

/** The old client sends the description as a list of lines or one string. */
const toLines = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.split('\n') : value);

/** Create/update body of the old client. `author` is ignored: the author is the signed-in member. */
export class RestTopicBody {
  @IsOptional() @IsString() @MaxLength(500) title?: string;
  @IsOptional() @IsString() @MaxLength(300) subject?: string;
  @IsOptional() @IsIn(TOPIC_CATEGORIES) category?: TopicCategory;
  @ApiPropertyOptional({
    oneOf: [{ type: 'array', items: { type: 'string', maxLength: 10000 } }, { type: 'string' }],
    description: 'A list of lines, or one string (split at its line breaks)',
  })
  @IsOptional() @Transform(toLines) @IsArray() @IsString({ each: true }) @MaxLength(10000, { each: true }) description?: string[];
}

export class RestCommentBody {
  @IsString({ message: 'Comment cannot be empty' }) @MaxLength(20000) text: string;
  @IsOptional() @IsUUID('all', { message: 'Comment not found.' }) parentId?: string;
}

export class ShortlistQuery {
  @IsOptional() @Min(1) @Max(50) @QueryInt() limit?: number;
}

export class SearchQuery {
  @IsOptional() @IsString() @MaxLength(100) q?: string;
}
