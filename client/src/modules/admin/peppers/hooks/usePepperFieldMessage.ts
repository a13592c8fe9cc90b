import { formatBytes, LIMITS } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { resources } from '@/app/i18n/resources';
import { useFieldMessage } from '@/modules/ui/hooks/useFieldMessage';

type PepperMessageKey = keyof (typeof resources)['en']['adminPeppers']['validation'];

/** Limits quoted by the pepper messages (docs/product-rules.md#validation and #constants). */
const LIMIT_VALUES = {
  ...LIMITS.pepper,
  imageMax: formatBytes(LIMITS.image.maxBytes),
  imageWarn: formatBytes(LIMITS.image.warnBytes),
  imageCompress: formatBytes(LIMITS.image.compressNoteBytes),
};

/**
 * Translates a pepper form message key (the domain's MESSAGES keys, as the validators and the
 * server's `extensions.fields` give them). Other keys go to the shared field messages.
 */
export function usePepperFieldMessage(): (key: string) => string {
  const { t, i18n } = useTranslation('adminPeppers');
  const fieldMessage = useFieldMessage();
  return useCallback(
    (key: string) =>
      i18n.exists(`validation.${key}`, { ns: 'adminPeppers' })
        ? t(`validation.${key as PepperMessageKey}`, LIMIT_VALUES)
        : fieldMessage(key),
    [t, i18n, fieldMessage],
  );
}
