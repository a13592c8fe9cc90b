import { useMutation } from '@apollo/client/react';
import { canTransitionReport, type ReportStatus } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportsDocument, ResolveReportDocument, ReviewReportDocument } from '@/generated/graphql';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';

export type ReportDecision = Extract<ReportStatus, 'reviewed' | 'resolved'>;

/**
 * Moves a report along the domain's transitions (pending -> reviewed, pending or reviewed ->
 * resolved) with an optional note. The answer updates the cached Report; the open queue is
 * asked again, since the report may leave the status it is filtered by.
 */
export function useReportTransition() {
  const { t } = useTranslation('adminModeration');
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const [review] = useMutation(ReviewReportDocument);
  const [resolve] = useMutation(ResolveReportDocument);

  return useCallback(
    async (report: { id: string; status: ReportStatus }, to: ReportDecision, note: string): Promise<boolean> => {
      if (!canTransitionReport(report.status, to)) return false;
      const variables = { id: report.id, note: note.trim() || null };
      try {
        // The queue is fetched again before this answers, so the screen is settled when the dialog closes.
        const options = { variables, refetchQueries: [ReportsDocument], awaitRefetchQueries: true };
        if (to === 'reviewed') await review(options);
        else await resolve(options);
        notify.success(t(to === 'reviewed' ? 'reports.notices.reviewed' : 'reports.notices.resolved'));
        return true;
      } catch (error) {
        const apiError = readApiError(error);
        notify.error(
          apiError.fields.status === 'reportTransitionInvalid'
            ? t('reports.notices.transitionInvalid')
            : apiErrorText(apiError, t('reports.notices.failed')),
        );
        return false;
      }
    },
    [review, resolve, notify, t, apiErrorText],
  );
}
