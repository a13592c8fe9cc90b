import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  BeginTwoFactorEnrolmentDocument,
  ConfirmTwoFactorEnrolmentDocument,
  DisableTwoFactorDocument,
  MeDocument,
  type BeginTwoFactorEnrolmentMutation,
} from '@/generated/graphql';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';

type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

async function attempt<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: readApiError(error) };
  }
}

export type TwoFactorEnrolment = BeginTwoFactorEnrolmentMutation['beginTwoFactorEnrolment'];

/** Enrol (secret + QR, then confirm with a code: recovery codes) and disable (password + code); `me` is refetched after each change. */
export function useTwoFactor() {
  const refetchQueries = [{ query: MeDocument }];
  const [begin] = useMutation(BeginTwoFactorEnrolmentDocument);
  const [confirm] = useMutation(ConfirmTwoFactorEnrolmentDocument, { refetchQueries, awaitRefetchQueries: true });
  const [disable] = useMutation(DisableTwoFactorDocument, { refetchQueries, awaitRefetchQueries: true });

  return {
    begin: useCallback(() => attempt(async () => (await begin()).data!.beginTwoFactorEnrolment), [begin]),
    confirm: useCallback(
      (code: string) => attempt(async () => (await confirm({ variables: { code: code.trim() } })).data!.confirmTwoFactorEnrolment),
      [confirm],
    ),
    disable: useCallback(
      (password: string, code: string) =>
        attempt(async () => (await disable({ variables: { input: { password, code: code.trim() } } })).data),
      [disable],
    ),
  };
}
