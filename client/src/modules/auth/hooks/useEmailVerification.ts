import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ResendVerificationEmailDocument, VerifyEmailDocument } from '@/generated/graphql';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';
import { getSession, updateSessionUser } from '../session/sessionStore';

/** Mails a new verification link; says so (or why not) in a notice. */
export function useResendVerification() {
  const notify = useNotify();
  const { t } = useTranslation('auth');
  const apiErrorText = useApiErrorText();
  const [mutate, { loading }] = useMutation(ResendVerificationEmailDocument);
  const resend = useCallback(async () => {
    try {
      await mutate();
      notify.success(t('verification.sent'));
    } catch (error) {
      notify.error(apiErrorText(readApiError(error), t('verification.sendFailed')));
    }
  }, [mutate, notify, t, apiErrorText]);
  return { resend, loading };
}

/** Confirms an address with the token of a mailed link; the stored session (if it is that user's) is updated. */
export function useVerifyEmail() {
  const [mutate] = useMutation(VerifyEmailDocument);
  return useCallback(
    async (token: string): Promise<{ ok: true } | { ok: false; error: ApiError }> => {
      try {
        const { data } = await mutate({ variables: { token } });
        const user = getSession()?.user;
        if (data && user && user.id === data.verifyEmail.id) updateSessionUser({ ...user, emailVerified: true });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate],
  );
}
