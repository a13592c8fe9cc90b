import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { ViewPepperDocument } from '@/generated/graphql';
import { updateCachedPepper } from '../utils/pepperCache';

/** Peppers already counted in this visit (this tab, until it is closed). */
const VIEWED_KEY = 'peppers-viewed';

function viewedThisVisit(): Set<string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(VIEWED_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function markViewed(id: string): boolean {
  const viewed = viewedThisVisit();
  if (viewed.has(id)) return false;
  viewed.add(id);
  sessionStorage.setItem(VIEWED_KEY, JSON.stringify([...viewed]));
  return true;
}

/**
 * Counts one view of a pepper whose details are open, once per visit; the cached count follows. The call keeps no state
 * of its own (no useMutation): the article is not drawn again as it starts and ends, only for the new count.
 */
export function useViewPepper(id: string | null): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!id || !markViewed(id)) return;
    client
      .mutate({
        mutation: ViewPepperDocument,
        variables: { id },
        update(cache, { data }) {
          if (typeof data?.viewPepper === 'number') updateCachedPepper(cache, id, { views: data.viewPepper });
        },
      })
      .catch(() => undefined);
  }, [id, client]);
}
