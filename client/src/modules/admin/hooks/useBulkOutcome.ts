import { useCallback } from 'react';
import { useNotify } from '@/modules/ui/notices/useNotify';

interface BulkAnswer {
  applied: boolean;
  count: number;
}

export interface BulkTexts {
  done: (count: number) => string;
  /** Nothing changed: the server refused one of the rows (the whole set is rolled back). */
  refused: string;
  /** The request itself failed. */
  failed: string;
}

/**
 * Runs one all-or-nothing bulk mutation (users, topics) and tells the outcome: a notice with the count changed,
 * or why nothing changed. Answers whether it was applied.
 */
export function useBulkOutcome() {
  const notify = useNotify();
  return useCallback(
    async (run: () => Promise<BulkAnswer | null | undefined>, texts: BulkTexts): Promise<boolean> => {
      try {
        const result = await run();
        if (!result?.applied) {
          notify.error(texts.refused);
          return false;
        }
        notify.success(texts.done(result.count));
        return true;
      } catch {
        notify.error(texts.failed);
        return false;
      }
    },
    [notify],
  );
}
