import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { resources } from '@/core/i18n/resources';
import { useFieldMessage } from '@/modules/ui/hooks/useFieldMessage';

type ContentMessageKey = keyof (typeof resources)['en']['admin']['content']['validation'];

/**
 * Translates a content form message key (the domain's MESSAGES keys starting with `content`, as the validators and
 * the server's `extensions.fields` give them). Other keys (directionControlsNotAllowed) go to the shared field
 * messages.
 */
export function useContentFieldMessage(): (key: string) => string {
  const { t, i18n } = useTranslation('admin');
  const fieldMessage = useFieldMessage();
  return useCallback(
    (key: string) =>
      i18n.exists(`content.validation.${key}`, { ns: 'admin' })
        ? t(`content.validation.${key as ContentMessageKey}`)
        : fieldMessage(key),
    [t, i18n, fieldMessage],
  );
}
