import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { IncrementTopicViewsDocument } from '@/generated/graphql';
import { topicCacheId } from '../utils/topicCache';

/**
 * Counts one view of the topic when its page opens: once per visit, never on a re-render, a new
 * comments page or a language switch (the ref survives those, and StrictMode's second effect run).
 * It waits until the server's copy of the topic has arrived (`loaded`), so the new total it
 * answers is the count shown. A failure is not shown, only logged.
 */
export function useCountTopicView(id: string, loaded: boolean): void {
  const counted = useRef<string | null>(null);
  const client = useApolloClient();

  useEffect(() => {
    if (!loaded || counted.current === id) return;
    counted.current = id;
    // The call keeps no state of its own (no useMutation): the topic is not drawn again as it starts and ends.
    client
      .mutate({
        mutation: IncrementTopicViewsDocument,
        variables: { id },
        update(cache, { data }) {
          const views = data?.incrementTopicViews;
          if (typeof views === 'number') cache.modify({ id: topicCacheId(cache, id), fields: { views: () => views } });
        },
      })
      .catch((error: unknown) => console.warn('Failed to increment views', error));
  }, [id, loaded, client]);
}
