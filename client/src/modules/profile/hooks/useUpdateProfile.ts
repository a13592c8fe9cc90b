import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateProfileDocument, type AccountFieldsFragment, type UpdateProfileInput } from '@/generated/graphql';
import { updateSessionUser } from '@/core/session/sessionStore';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';

export type ProfileResult = { ok: true; user: AccountFieldsFragment } | { ok: false; error: ApiError };

/**
 * Saves the signed-in user's profile. The answer updates the normalised User in the cache (the
 * profile view follows) and the stored session user (the header's name follows). A new email is
 * pending until its link is opened: the notice says where the link went.
 */
export function useUpdateProfile() {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const [mutate] = useMutation(UpdateProfileDocument);

  return useCallback(
    async (input: UpdateProfileInput): Promise<ProfileResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) throw new Error('No data');
        updateSessionUser(data.updateProfile);
        const pending = input.currentPassword ? data.updateProfile.pendingEmail : null;
        notify.success(pending ? t('edit.emailPendingSaved', { email: pending }) : t('edit.saved'));
        return { ok: true, user: data.updateProfile };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate, notify, t],
  );
}
