import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHOUT_SESSION } from '@/core/apollo/links';
import { AccountSecurityPolicyDocument, RegisterDocument, type RegisterInput } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import type { WithCaptcha } from '../captcha/useCaptchaRetry';
import { displayName } from '@/core/session/sessionStore';
import { startSession } from '../session/startSession';
import type { AuthResult } from './useLogin';

/** Creates an account and signs in with it. Errors (field keys included) are returned for the form. */
export function useRegister() {
  const client = useApolloClient();
  const notify = useNotify();
  const { t } = useTranslation('auth');
  const [mutate] = useMutation(RegisterDocument, { context: WITHOUT_SESSION });

  return useCallback(
    async (input: RegisterInput, withCaptcha: WithCaptcha = (attempt) => attempt()): Promise<AuthResult> => {
      try {
        const { data } = await withCaptcha((captcha) =>
          mutate({
            variables: {
              input: {
                username: input.username.trim(),
                email: input.email.trim(),
                password: input.password,
                firstName: input.firstName.trim(),
                lastName: input.lastName.trim(),
                ...(captcha ? { captcha } : {}),
              },
            },
          }),
        );
        if (!data) throw new Error('No data');
        await startSession(client, data.register, { newUser: true });
        // Honest: with confirmation required the account cannot post yet, so it is not "ready".
        // Asked now, not read from the screen: the policy may not have loaded yet, and the new session emptied the cache.
        const needsConfirmation =
          data.register.user.emailVerified === false &&
          (await client
            .query({ query: AccountSecurityPolicyDocument })
            .then(({ data: policy }) => policy?.accountSecurityPolicy.emailVerification !== false)
            .catch(() => true));
        const name = displayName(data.register.user);
        if (needsConfirmation) notify.info(t('notices.registeredConfirm', { name }));
        else notify.success(t('notices.registered', { name }));
        return { ok: true, user: data.register.user, needsConfirmation };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [client, mutate, notify, t],
  );
}
