import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { PEPPER_PARAM } from './useOpenPepper';

/** The address that opens a pepper's details in the catalogue. */
export function pepperShareUrl(id: string): string {
  const url = new URL('/peppers', window.location.origin);
  url.searchParams.set(PEPPER_PARAM, id);
  return url.toString();
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Shares a pepper with the Web Share API where the browser has it, else copies its link. */
export function useSharePepper() {
  const { t } = useTranslation('peppers');
  const notify = useNotify();

  const share = useCallback(
    async (pepper: { id: string; name: string }) => {
      const url = pepperShareUrl(pepper.id);
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
  return useCallback((pepper: { id: string; name: string }) => void share(pepper), [share]);
}
