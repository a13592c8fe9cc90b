import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { pepperPath } from '@/modules/ui/utils/pepperPath';

/** The address of a pepper's page. */
export function pepperShareUrl(slug: string): string {
  return new URL(pepperPath(slug), window.location.origin).toString();
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Shares a pepper with the Web Share API where the browser has it, else copies its link. */
export function useSharePepper() {
  const { t } = useTranslation('peppers');
  const notify = useNotify();

  const share = useCallback(
    async (pepper: { slug: string; name: string }) => {
      const url = pepperShareUrl(pepper.slug);
      const data: ShareData = { title: pepper.name, text: t('share.text', { name: pepper.name }), url };
      if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
        try {
          await navigator.share(data);
          return;
        } catch (error) {
          // The reader closed the share sheet.
          if (isAbort(error)) return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        notify.success(t('share.copied'));
      } catch {
        notify.error(t('share.failed', { url }));
      }
    },
    [notify, t],
  );
  return useCallback((pepper: { slug: string; name: string }) => void share(pepper), [share]);
}
