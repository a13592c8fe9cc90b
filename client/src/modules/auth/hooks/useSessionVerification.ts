import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MeDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { endSession } from '../session/endSession';
import { getAuthToken, getSessionCheck, markSessionChecked, updateSessionUser } from '@/core/session/sessionStore';
import { useSession } from '../session/useSession';

/** The stored session is checked with the server this often while signed in (docs/product-rules.md#constants). */
export const SESSION_CHECK_INTERVAL_MS = 300_000;

/**
 * Verifies a restored session with `me` at start (and whenever the token changes, e.g. another
 * tab signed in), then every 5 minutes, refreshing the stored user each time. A refusal ends the
 * session; an unreachable server does not (the check runs again at the next interval).
 * Mounted once, by the root layout.
 */
export function useSessionVerification(): void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useTranslation('auth');
  const token = useSession()?.token ?? null;

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    const isCurrent = () => !cancelled && getAuthToken() === token;

    const verify = async () => {
      try {
        const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
        if (!isCurrent() || !data) return;
        updateSessionUser(data.me);
        markSessionChecked(token, 'verified');
      } catch (error) {
        if (!isCurrent()) return;
        if (CombinedGraphQLErrors.is(error)) {
          // The server answered and refused (UNAUTHENTICATED is usually handled by the error link already).
          notify.info(t('session.ended'));
          void endSession(client, () => navigate('/', { replace: true }));
        } else {
          markSessionChecked(token, 'unreachable');
        }
      }
    };

    // A session issued just now (sign-in, password change) needs no first check.
    if (getSessionCheck() !== 'verified') void verify();
    const timer = setInterval(() => void verify(), SESSION_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [token, client, navigate, notify, t]);
}
