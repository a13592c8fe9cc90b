import { useLocation, useParams } from 'react-router-dom';
import { TopicNotFound } from '@/modules/forum/components/TopicNotFound';
import { TopicView } from '@/modules/forum/components/TopicView';
import { topicFromState } from '@/modules/forum/utils/topicNavigation';

/**
 * /forum/topic/:id loads the topic (reload-safe); /forum/topic shows the topic handed over in
 * navigation state, or 'Topic Not Found' and 'Please select a topic from the forum'.
 */
export function TopicPage() {
  const { id } = useParams();
  const stateTopic = topicFromState(useLocation().state);
  const topicId = id ?? stateTopic?.id;

  if (topicId) return <TopicView key={topicId} id={topicId} initialTopic={stateTopic} />;
  return <TopicNotFound />;
}
