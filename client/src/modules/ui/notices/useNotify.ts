import { useMemo } from 'react';
import { pushNotice, type NoticeOptions } from './noticeStore';

export interface Notify {
  /** `options.action` adds a button to the notice (an "Undo"). */
  success: (text: string, options?: NoticeOptions) => void;
  error: (text: string) => void;
  info: (text: string, options?: NoticeOptions) => void;
}

/** Shows success and error notices (already translated texts). */
export function useNotify(): Notify {
  return useMemo(
    () => ({
      success: (text: string, options?: NoticeOptions) => void pushNotice('success', text, options),
      error: (text: string) => void pushNotice('error', text),
      info: (text: string, options?: NoticeOptions) => void pushNotice('info', text, options),
    }),
    [],
  );
}
