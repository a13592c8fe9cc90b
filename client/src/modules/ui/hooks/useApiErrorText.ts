import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../utils/apiError';
import { passwordMinOf } from '../utils/apiError';
import { summaryKey, useFieldMessage } from './useFieldMessage';
import type { resources } from '@/core/i18n/resources';

type AccountSecurityCode = keyof (typeof resources)['en']['errors']['accountSecurity'];

/**
 * Translates a failed call for the screen (docs/product-rules.md#errors): by its code, or by its field message
 * keys, else `fallback`. Where the server's English message is more specific than the generic
 * translation (a refusal, a conflict), English readers get the server's own words.
 */
export function useApiErrorText(): (error: ApiError, fallback: string) => string {
  const { t, i18n } = useTranslation('errors');
  const fieldMessage = useFieldMessage();
  const english = i18n.language === 'en';

  return useCallback(
    (error: ApiError, fallback: string) => {
      if (error.kind === 'network') return t('network');
      if (error.kind === 'timeout') return t('timeout');
      if (error.kind === 'server') return t('server');
      const fieldKey = summaryKey(error.fields, []);
      if (fieldKey) return fieldMessage(fieldKey, passwordMinOf(error));
      switch (error.code) {
        case 'BAD_USER_INPUT':
          return t('invalidInput');
        case 'FORBIDDEN':
          return english && error.message ? error.message : t('permission');
        case 'NOT_FOUND':
          return t('notFound');
        case 'CONFLICT':
          // Parallel changes kept meeting each other (a bulk edit retried and gave up): nothing changed, try again.
          if (error.params.reason === 'busy') return t('busy');
          return english && error.message ? error.message : t('conflict');
        case 'TOO_MANY_REQUESTS':
          return t('tooManyRequests', { count: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });
        case 'INTERNAL_SERVER_ERROR':
        case 'SERVICE_UNAVAILABLE':
          return t('server');
        default:
          return error.code && i18n.exists(`accountSecurity.${error.code}`, { ns: 'errors' })
            ? t(`accountSecurity.${error.code as AccountSecurityCode}`)
            : fallback;
      }
    },
    [t, i18n, english, fieldMessage],
  );
}
