import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { topicPath } from '../utils/topicNavigation';

/**
 * Shares a topic's own address: the Web Share API where the device has it (phones), else the
 * link is copied to the clipboard with a notice. A share the reader cancels is not an error.
 */
export function useShareTopic() {
  const { t } = useTranslation('forum');
  const notify = useNotify();

  return useCallback(
    async (topic: { id: string; title: string }): Promise<void> => {
      const url = new URL(topicPath(topic.id), window.location.origin).href;
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: topic.title, url });
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          // Not allowed here (no user gesture, insecure page): copy instead.
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        notify.success(t('notices.linkCopied'));
      } catch {
        notify.info(t('notices.linkToCopy', { url }));
      }
    },
    [notify, t],
  );
}
