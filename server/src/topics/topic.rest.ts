import type { TopicPage } from './dto/topic-page.type.js';
import type { Topic } from './topic.entity.js';

/** The REST wire shape of SPEC.md section 3: `comments` is the count, `create_date` an ISO date. */
export function toRestTopic(t: Topic) {
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

export function toRestTopicPage(page: TopicPage) {
  return {
    topics: page.topics.map(toRestTopic),
    pinnedTopics: page.pinnedTopics.map(toRestTopic),
    stats: page.stats,
    currentPage: page.currentPage,
    totalPages: page.totalPages,
    total: page.total,
  };
}
