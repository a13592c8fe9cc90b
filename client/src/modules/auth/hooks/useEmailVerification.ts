import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHOUT_SESSION } from '@/core/apollo/links';
import { ConfirmEmailDocument, ResendVerificationEmailDocument } from '@/generated/graphql';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';
import { getSession, updateSessionUser } from '@/core/session/sessionStore';
import { startSession } from '../session/startSession';

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

/**
 * Confirms an address with the token of a mailed link and signs its owner in (the server answers
 * no session for an account with two-factor sign-in: then only a stored session of theirs is updated).
 */
export function useVerifyEmail() {
  const client = useApolloClient();
  const [mutate] = useMutation(ConfirmEmailDocument, { context: WITHOUT_SESSION });
  return useCallback(
    async (token: string): Promise<{ ok: true; signedIn: boolean } | { ok: false; error: ApiError }> => {
      try {
        const { data } = await mutate({ variables: { token } });
        if (!data) throw new Error('No data');
        const { accessToken, user } = data.confirmEmail;
        const current = getSession()?.user;
        if (accessToken) {
          await startSession(client, { accessToken, user }, { newUser: current?.id !== user.id });
          return { ok: true, signedIn: true };
        }
        if (current && current.id === user.id) updateSessionUser({ ...current, emailVerified: true });
        return { ok: true, signedIn: false };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [client, mutate],
  );
}
