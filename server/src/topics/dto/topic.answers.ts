import { ApiProperty } from '@nestjs/swagger';
import { TOPIC_CATEGORIES } from '@pepper-atlas/domain';

// The REST answers of /api/topics (docs/rest-api.md, "A topic") as OpenAPI schemas; the mappers in
// topic.rest.ts return these types, so the compiler holds the document to what the routes answer.

export class RestTopic {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() subject: string;
  @ApiProperty({ type: String, nullable: true, description: 'The username of the author' }) author: string | null;
  @ApiProperty({ format: 'uuid' }) authorId: string;
  @ApiProperty({ type: [String], description: 'The text, one item per line' }) description: string[];
  @ApiProperty({ enum: TOPIC_CATEGORIES }) category: string;
  @ApiProperty() pinned: boolean;
  @ApiProperty() locked: boolean;
  @ApiProperty({ type: 'integer' }) views: number;
  @ApiProperty({ type: 'integer', description: 'The number of comments' }) comments: number;
  @ApiProperty({ type: 'integer' }) likes: number;
  @ApiProperty({ format: 'date-time' }) create_date: string;
}

export class ForumStatsAnswer {
  @ApiProperty({ type: 'integer' }) totalTopics: number;
  @ApiProperty({ type: 'integer' }) totalViews: number;
  @ApiProperty({ type: 'integer' }) totalComments: number;
}

export class TopicPageAnswer {
  @ApiProperty({ type: [RestTopic], description: 'This page, without the pinned topics' }) topics: RestTopic[];
  @ApiProperty({ type: [RestTopic] }) pinnedTopics: RestTopic[];
  @ApiProperty({ type: ForumStatsAnswer }) stats: ForumStatsAnswer;
  @ApiProperty({ type: 'integer' }) currentPage: number;
  @ApiProperty({ type: 'integer' }) totalPages: number;
  @ApiProperty({ type: 'integer', description: 'Matching topics, pinned ones not counted' }) total: number;
}

export class TopicsAnswer {
  @ApiProperty({ type: [RestTopic] }) topics: RestTopic[];
}

export class AuthorTopicsAnswer {
  @ApiProperty({ type: [RestTopic] }) topics: RestTopic[];
  @ApiProperty({ type: 'integer' }) total: number;
}

export class CategoryCountAnswer {
  @ApiProperty({ enum: TOPIC_CATEGORIES }) category: string;
  @ApiProperty({ type: 'integer' }) count: number;
}

export class CategoryStatsAnswer {
  @ApiProperty({ type: [CategoryCountAnswer] }) categories: CategoryCountAnswer[];
}

export class TopicAnswer {
  @ApiProperty({ type: RestTopic }) topic: RestTopic;
}

export class CreateTopicAnswer {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: RestTopic }) topic: RestTopic;
}

export class TopicViewsAnswer {
  @ApiProperty({ type: 'integer', description: 'The new count' }) views: number;
}
