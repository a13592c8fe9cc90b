import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdatePepperDocument, type UpdatePepperInput } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { dropPublicPepperLists, REFETCH_ADMIN_LIST } from '../utils/pepperListCache';
import type { SavePepperResult } from './useCreatePepper';
import { usePepperDisplayName } from './usePepperDisplayName';

/**
 * Saves the changed fields of a pepper. The answer updates the normalised Pepper (every row and
 * card showing it follows); the list is fetched again because name and update time sort it.
 */
export function useUpdatePepper() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const displayName = usePepperDisplayName();
  const [mutate] = useMutation(UpdatePepperDocument);

  return useCallback(
    async (id: string, input: UpdatePepperInput): Promise<SavePepperResult> => {
      try {
        const { data } = await mutate({
          variables: { id, input },
          update: (cache) => dropPublicPepperLists(cache),
          refetchQueries: REFETCH_ADMIN_LIST,
        });
        if (!data) throw new Error('No data');
        notify.success(t('notices.updated', { name: displayName(data.updatePepper) }));
        return { ok: true, pepper: data.updatePepper };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate, notify, t, displayName],
  );
}
