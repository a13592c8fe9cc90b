import { LIMITS, SOURCE_LIMITS } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import { heatLevelLabel } from '@/modules/peppers/utils/pepperDisplay';
import type { resources } from '@/core/i18n/resources';
import { useFieldMessage } from '@/modules/ui/hooks/useFieldMessage';
import { formatByteSize } from '../utils/byteSize';

type PepperMessageKey = keyof (typeof resources)['en']['adminPeppers']['validation'];

/** Limits quoted by the pepper messages (docs/product-rules.md#validation and #constants), sizes in the page language. */
function limitValues(language: string) {
  return {
    ...LIMITS.pepper,
    ...SOURCE_LIMITS,
    imageMax: formatByteSize(LIMITS.image.maxBytes, language),
    imageWarn: formatByteSize(LIMITS.image.warnBytes, language),
    imageCompress: formatByteSize(LIMITS.image.compressNoteBytes, language),
  };
}

/**
 * Translates a pepper form message key (the domain's MESSAGES keys, as the validators and the
 * server's `extensions.fields` give them), with the values the server's `extensions.params` name (the
 * expected heat level, in the page language). Other keys go to the shared field messages.
 */
export function usePepperFieldMessage(): (key: string, params?: Record<string, string>) => string {
  const { t, i18n } = useTranslation('adminPeppers');
  const { language } = useLanguage();
  const fieldMessage = useFieldMessage();
  return useCallback(
    (key: string, params: Record<string, string> = {}) => {
      if (!i18n.exists(`validation.${key}`, { ns: 'adminPeppers' })) return fieldMessage(key);
      const expected = params.expected ? (heatLevelLabel(params.expected, language) ?? params.expected) : undefined;
      return t(`validation.${key as PepperMessageKey}`, { ...limitValues(language), ...params, ...(expected ? { expected } : {}) });
    },
    [t, i18n, language, fieldMessage],
  );
}
