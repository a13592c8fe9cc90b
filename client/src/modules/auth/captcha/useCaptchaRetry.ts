import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { CaptchaChallengeDocument, type CaptchaSolutionInput } from '@/generated/graphql';
import { readApiError } from '@/modules/ui/utils/apiError';
import { solveCaptcha } from './solveCaptcha';

export type WithCaptcha = <T>(attempt: (captcha?: CaptchaSolutionInput) => Promise<T>) => Promise<T>;

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

/**
 * Runs a sign-in or sign-up; when the server asks for a captcha (setting on, or repeated failed
 * sign-ins) it solves a challenge off the main thread and tries once more with it: the one the
 * answer carries (a harder one, for an account someone is guessing from many addresses), else a
 * fetched one. `solving` is true meanwhile, for the form to say so.
 */
export function useCaptchaRetry(): { withCaptcha: WithCaptcha; solving: boolean } {
  const client = useApolloClient();
  const [solving, setSolving] = useState(false);

  const withCaptcha = useCallback<WithCaptcha>(
    async (attempt) => {
      let asked: { challenge: string; difficulty: number } | null = null;
      try {
        return await attempt();
      } catch (error) {
        const apiError = readApiError(error);
        if (!CAPTCHA_CODES.has(apiError.code ?? '')) throw error;
        if (apiError.code === 'CAPTCHA_REQUIRED' && apiError.challenge && apiError.difficulty != null) {
          asked = { challenge: apiError.challenge, difficulty: apiError.difficulty };
        }
      }
      setSolving(true);
      try {
        if (!asked) {
          const { data } = await client.query({ query: CaptchaChallengeDocument, fetchPolicy: 'no-cache' });
          if (!data) throw new Error('No captcha challenge');
          asked = data.captchaChallenge;
        }
        const { challenge, difficulty } = asked;
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
