import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ResetSettingsDocument,
  SiteSettingsDocument,
  UpdateSettingsDocument,
  type SettingsInput,
  type SiteSettingsFieldsFragment,
} from '@/generated/graphql';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';

export type SettingsResult = { ok: true; settings: SiteSettingsFieldsFragment } | { ok: false; error: ApiError };

/**
 * The stored settings change for everyone: the answer replaces the cached settings and the
 * public settings (form hints) are asked again. Comment pages are always fetched fresh, so a new
 * page size shows on the next visit of a topic.
 */
function useForgetDependents() {
  const client = useApolloClient();
  return useCallback(
    (settings: SiteSettingsFieldsFragment) => {
      client.cache.writeQuery({ query: SiteSettingsDocument, data: { __typename: 'Query', settings } });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'publicSettings' });
    },
    [client],
  );
}

/** Saves the given settings (all valid, or nothing is saved). Out-of-range values come back per field. */
export function useUpdateSettings() {
  const { t } = useTranslation('adminModeration');
  const notify = useNotify();
  const forgetDependents = useForgetDependents();
  const [mutate] = useMutation(UpdateSettingsDocument);

  return useCallback(
    async (input: SettingsInput): Promise<SettingsResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) throw new Error('No data');
        forgetDependents(data.updateSettings);
        notify.success(t('settings.notices.saved'));
        return { ok: true, settings: data.updateSettings };
      } catch (error) {
        // The form shows what went wrong next to its fields.
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate, forgetDependents, notify, t],
  );
}

/** Puts every setting back to the defaults of docs/product-rules.md#constants. */
export function useResetSettings() {
  const { t } = useTranslation('adminModeration');
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const forgetDependents = useForgetDependents();
  const [mutate] = useMutation(ResetSettingsDocument);

  return useCallback(async (): Promise<SiteSettingsFieldsFragment | null> => {
    try {
      const { data } = await mutate();
      if (!data) throw new Error('No data');
      forgetDependents(data.resetSettings);
      notify.success(t('settings.notices.reset'));
      return data.resetSettings;
    } catch (error) {
      notify.error(apiErrorText(readApiError(error), t('settings.notices.resetFailed')));
      return null;
    }
  }, [mutate, forgetDependents, notify, t, apiErrorText]);
}
