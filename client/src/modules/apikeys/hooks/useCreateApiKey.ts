import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreateApiKeyDocument, MyApiKeysDocument, type ApiKeyScope } from '@/generated/graphql';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
}

export type CreateApiKeyResult = { ok: true; key: string; name: string } | { ok: false; error: ApiError };

/** Creates a key: the answer's key is the only time it is shown; the member's list is fetched again. */
export function useCreateApiKey() {
  const [mutate, { loading }] = useMutation(CreateApiKeyDocument, { refetchQueries: [MyApiKeysDocument], awaitRefetchQueries: true });
  const create = useCallback(
    async (input: NewApiKey): Promise<CreateApiKeyResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        return { ok: true, key: data!.createApiKey.key, name: data!.createApiKey.apiKey.name };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate],
  );
  return { create, loading };
}
