import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHOUT_SESSION } from '@/core/apollo/links';
import { LoginDocument, type AccountFieldsFragment, type LoginInput } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';
import type { WithCaptcha } from '../captcha/useCaptchaRetry';
import { displayName } from '@/core/session/sessionStore';
import { startSession } from '../session/startSession';

/** `needsConfirmation` (sign-up): the site requires a confirmed address and this one is not yet. */
export type AuthResult = { ok: true; user: AccountFieldsFragment; needsConfirmation?: boolean } | { ok: false; error: ApiError };

/** Signs in: stores the session, empties the cache of the previous user, greets. Errors are returned for the form. */
export function useLogin() {
  const client = useApolloClient();
  const notify = useNotify();
  const { t } = useTranslation('auth');
  const [mutate] = useMutation(LoginDocument, { context: WITHOUT_SESSION });

  return useCallback(
    async (input: LoginInput, withCaptcha: WithCaptcha = (attempt) => attempt()): Promise<AuthResult> => {
      try {
        const { data } = await withCaptcha((captcha) =>
          mutate({ variables: { input: { email: input.email.trim(), password: input.password, ...(captcha ? { captcha } : {}) } } }),
        );
        if (!data) throw new Error('No data');
        await startSession(client, data.login, { newUser: true });
        notify.success(t('notices.signedIn', { name: displayName(data.login.user) }));
        return { ok: true, user: data.login.user };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [client, mutate, notify, t],
  );
}
