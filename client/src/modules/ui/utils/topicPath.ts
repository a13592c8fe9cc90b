/** A forum topic's page (here rather than in modules/forum, so a pepper's page can link the topics that name it). */
export function topicPath(id: string): string {
  return `/forum/topic/${encodeURIComponent(id)}`;
}
