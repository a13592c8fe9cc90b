import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportContentDocument, type ReportContentInput } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import type { MutationResult } from '../utils/mutationResult';

/** Reports a topic or a comment to the moderators. ALREADY_REPORTED means this member already reported it. */
export function useReportContent() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const [mutate] = useMutation(ReportContentDocument);

  return useCallback(
    async (input: ReportContentInput): Promise<MutationResult<null>> => {
      try {
        await mutate({ variables: { input } });
        notify.success(t('notices.reported'));
        return { ok: true, data: null };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate, notify, t],
  );
}
