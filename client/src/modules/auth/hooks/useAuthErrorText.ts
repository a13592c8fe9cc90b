import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import type { ApiError } from '@/modules/ui/utils/apiError';

/**
 * The message a sign-in or sign-up form shows for a refused attempt: wrong credentials, a blocked
 * account, throttling, field problems, else `fallback` ('Authentication failed').
 */
export function useAuthErrorText(): (error: ApiError, fallback: string) => string {
  const { t } = useTranslation('auth');
  const apiErrorText = useApiErrorText();
  return useCallback(
    (error: ApiError, fallback: string) => {
      if (error.kind === 'graphql' && Object.keys(error.fields).length === 0) {
        if (error.code === 'UNAUTHENTICATED') return t('errors.invalidCredentials');
        if (error.code === 'FORBIDDEN') return t('errors.blocked');
      }
      return apiErrorText(error, fallback);
    },
    [t, apiErrorText],
  );
}
