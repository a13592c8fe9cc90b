import { useLocation, useParams } from 'react-router-dom';
import { TopicDetails } from '@/modules/forum/components/TopicDetails';
import { TopicNotFound } from '@/modules/forum/components/TopicNotFound';
import { TopicView } from '@/modules/forum/components/TopicView';
import { topicFromState } from '@/modules/forum/utils/topicNavigation';

/**
 * /forum/topic/:id loads the topic (reload-safe); /forum/topic shows the topic handed over in
 * navigation state, or 'Topic Not Found'. Each state sets the document title.
 */
export function TopicPage() {
  const { id } = useParams();
  const stateTopic = topicFromState(useLocation().state);

  if (id) return <TopicView key={id} id={id} initialTopic={stateTopic} />;
  if (stateTopic) return <TopicDetails topic={stateTopic} />;
  return <TopicNotFound />;
}
