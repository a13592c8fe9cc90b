import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { CaptchaChallengeDocument, type CaptchaSolutionInput } from '@/generated/graphql';
import { readApiError } from '@/modules/ui/utils/apiError';
import { solveCaptcha } from './solveCaptcha';

export type WithCaptcha = <T>(attempt: (captcha?: CaptchaSolutionInput) => Promise<T>) => Promise<T>;

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

/**
 * Runs a sign-in or sign-up; when the server asks for a captcha (setting on, or repeated failed
 * sign-ins) it fetches a challenge, solves it off the main thread and tries once more with it.
 * `solving` is true meanwhile, for the form to say so.
 */
export function useCaptchaRetry(): { withCaptcha: WithCaptcha; solving: boolean } {
  const client = useApolloClient();
  const [solving, setSolving] = useState(false);

  const withCaptcha = useCallback<WithCaptcha>(
    async (attempt) => {
      try {
        return await attempt();
      } catch (error) {
        if (!CAPTCHA_CODES.has(readApiError(error).code ?? '')) throw error;
      }
      setSolving(true);
      try {
        const { data } = await client.query({ query: CaptchaChallengeDocument, fetchPolicy: 'no-cache' });
        if (!data) throw new Error('No captcha challenge');
        const { challenge, difficulty } = data.captchaChallenge;
        const solution = await solveCaptcha(challenge, difficulty);
        setSolving(false);
        return await attempt({ challenge, solution });
      } finally {
        setSolving(false);
      }
    },
    [client],
  );
  return { withCaptcha, solving };
}
