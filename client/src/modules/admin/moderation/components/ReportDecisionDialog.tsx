import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportFieldsFragment } from '@/generated/graphql';
import { Dialog } from '@/modules/ui/components/Dialog';
import { FormField } from '@/modules/ui/components/FormField';
import type { ReportDecision } from '../hooks/useReportTransition';

/** Longest note the server keeps. */
const NOTE_MAX = 1000;

export interface ReportDecisionDialogProps {
  report: ReportFieldsFragment;
  to: ReportDecision;
  busy: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}

/** Marks a report reviewed or resolved, with an optional note for the other moderators. */
export function ReportDecisionDialog({ report, to, busy, onConfirm, onCancel }: ReportDecisionDialogProps) {
  const { t } = useTranslation('adminModeration');
  const { t: tCommon } = useTranslation();
  const formId = useId();
  const [note, setNote] = useState(report.resolutionNote ?? '');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onConfirm(note);
  };

  return (
    <Dialog
      title={t(to === 'reviewed' ? 'reports.decision.reviewTitle' : 'reports.decision.resolveTitle')}
      size="small"
      onClose={() => !busy && onCancel()}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            {tCommon('actions.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {t(to === 'reviewed' ? 'reports.actions.review' : 'reports.actions.resolve')}
          </button>
        </>
      }
    >
      <form id={formId} className="form-grid" onSubmit={handleSubmit}>
        <p className="report-decision__intro">
          {t(to === 'reviewed' ? 'reports.decision.reviewIntro' : 'reports.decision.resolveIntro')}
        </p>
        <FormField label={t('reports.decision.note')} hint={t('reports.decision.noteHint', { max: NOTE_MAX })}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              dir="auto"
              maxLength={NOTE_MAX}
              value={note}
              data-autofocus
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
      </form>
    </Dialog>
  );
}
