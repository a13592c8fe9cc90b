import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletePepperImageDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';

/** Removes a pepper's picture: the answer clears `img` on the cached pepper, so every card shows the fallback. */
export function useDeletePepperImage() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const [mutate] = useMutation(DeletePepperImageDocument);

  return useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await mutate({ variables: { id } });
        notify.success(t('notices.imageDeleted'));
        return true;
      } catch {
        notify.error(t('notices.imageDeleteFailed'));
        return false;
      }
    },
    [mutate, notify, t],
  );
}
