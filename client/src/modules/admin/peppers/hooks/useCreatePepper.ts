import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreatePepperDocument,
  type AdminPepperFieldsFragment,
  type AdminPepperNotesFieldsFragment,
  type PepperInput,
} from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';
import { dropPublicPepperLists, REFETCH_ADMIN_LIST } from '../utils/pepperListCache';
import { usePepperDisplayName } from './usePepperDisplayName';

/** The pepper is what create and update answer: the list fields and the notes (CreatePepper.graphql). */
export type SavePepperResult =
  | { ok: true; pepper: AdminPepperFieldsFragment & AdminPepperNotesFieldsFragment }
  | { ok: false; error: ApiError };

/** Adds a pepper; the list on screen is fetched again so the new row appears where it sorts. */
export function useCreatePepper() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const displayName = usePepperDisplayName();
  const [mutate] = useMutation(CreatePepperDocument);

  return useCallback(
    async (input: PepperInput): Promise<SavePepperResult> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update: (cache) => dropPublicPepperLists(cache),
          refetchQueries: REFETCH_ADMIN_LIST,
        });
        if (!data) throw new Error('No data');
        notify.success(t('notices.created', { name: displayName(data.createPepper) }));
        return { ok: true, pepper: data.createPepper };
      } catch (error) {
        // The form shows what went wrong, next to its fields.
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate, notify, t, displayName],
  );
}
