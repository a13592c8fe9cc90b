import { hasErrors, LIMITS, REPORT_FIELDS, REPORT_TYPES, validateReport, type ReportType } from '@pepper-atlas/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyConfirmEmailFirst as ConfirmEmailFirst } from '@/modules/auth/components/LazyConfirmEmailFirst';
import { useUnconfirmedEmail } from '@/modules/auth/hooks/useUnconfirmedEmail';
import { Dialog } from '@/modules/ui/components/Dialog';
import { FormField } from '@/modules/ui/components/FormField';
import { useFocusFirstInvalid } from '@/modules/ui/hooks/useFocusFirstInvalid';
import { useForumErrorText, useForumMessage } from '../hooks/useForumMessages';
import { useReportContent } from '../hooks/useReportContent';

/** What is reported: the topic itself, one comment, or one photo of a post (issue 36). */
export type ReportTarget = { kind: 'topic'; id: string } | { kind: 'comment'; id: string; author: string } | { kind: 'photo'; id: string };

export interface ReportDialogProps {
  target: ReportTarget;
  onClose: () => void;
}

/**
 * Reports a topic or a comment to the moderators: a type (spam, inappropriate, harassment,
 * other) and a description. A second open report of the same item is refused (ALREADY_REPORTED), one's own content too (CANNOT_REPORT_OWN_CONTENT), and
 * the dialog says so.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation('forum');
  const { t: tCommon } = useTranslation();
  const message = useForumMessage();
  const errorText = useForumErrorText();
  const reportContent = useReportContent();
  const unconfirmed = useUnconfirmedEmail();
  const formId = useId();
  const alertId = useId();
  const typeErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const [type, setType] = useState<ReportType | ''>('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'type' | 'description', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);

  const clearMessages = () => {
    setErrors({});
    setFormError(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;
    const problems = validateReport({ type, description });
    if (hasErrors(problems)) {
      setErrors(problems);
      setFormError(null);
      focusFirstInvalid();
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    const result = await reportContent({
      type: type as ReportType,
      description: description.trim(),
      ...(target.kind === 'topic' ? { topicId: target.id } : target.kind === 'photo' ? { imageId: target.id } : { commentId: target.id }),
    });
    submittingRef.current = false;
    setSubmitting(false);
    if (result.ok) {
      onClose();
      return;
    }
    const { error } = result;
    setErrors(Object.fromEntries(REPORT_FIELDS.filter((field) => error.fields[field]).map((f) => [f, error.fields[f]])));
    setFormError(
      error.code === 'ALREADY_REPORTED' || error.code === 'CONFLICT'
        ? t('report.already')
        : error.code === 'CANNOT_REPORT_OWN_CONTENT'
          ? t('report.own')
          : errorText(error, t('errors.report'), REPORT_FIELDS),
    );
    focusFirstInvalid();
  };

  const title =
    target.kind === 'topic' ? t('report.titleTopic') : target.kind === 'photo' ? t('report.titlePhoto') : t('report.titleComment', { author: target.author });

  if (unconfirmed !== null) {
    return (
      <Dialog
        title={title}
        onClose={onClose}
        footer={
          <button type="button" className="button button--ghost" onClick={onClose}>
            {tCommon('actions.close')}
          </button>
        }
      >
        <ConfirmEmailFirst email={unconfirmed} />
      </Dialog>
    );
  }

  return (
    <Dialog
      title={title}
      onClose={() => !submittingRef.current && onClose()}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={submitting}>
            {tCommon('actions.cancel')}
          </button>
          {/* Not disabled while sending: a disabled button would drop the keyboard focus out of the dialog. */}
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            aria-disabled={submitting || undefined}
            aria-busy={submitting || undefined}
          >
            {submitting ? t('report.sending') : t('report.submit')}
          </button>
        </>
      }
    >
      <form id={formId} ref={formRef} className="form-grid" noValidate onSubmit={handleSubmit}>
        <p className="report-dialog__intro">{t('report.intro')}</p>
        <fieldset className="report-dialog__types" aria-describedby={errors.type ? typeErrorId : undefined} aria-required="true">
          <legend className="form-field__label">{t('report.type')}</legend>
          {REPORT_TYPES.map((option, index) => (
            <label key={option} className="report-dialog__type">
              <input
                type="radio"
                name="type"
                value={option}
                checked={type === option}
                onChange={() => {
                  setType(option);
                  clearMessages();
                }}
                aria-invalid={errors.type ? true : undefined}
                data-autofocus={index === 0 || undefined}
              />
              <span>
                <strong>{t(`report.types.${option}`)}</strong>
                <span className="report-dialog__type-hint">{t(`report.typeHints.${option}`)}</span>
              </span>
            </label>
          ))}
          {errors.type && (
            <p id={typeErrorId} className="form-field__error">
              {message(errors.type)}
            </p>
          )}
        </fieldset>
        <FormField
          label={t('report.description')}
          required
          hint={t('report.descriptionHint', { max: LIMITS.report.descriptionMax })}
          error={errors.description ? message(errors.description) : null}
        >
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={4}
              dir="auto"
              required
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
                clearMessages();
              }}
            />
          )}
        </FormField>
        {formError && (
          <p id={alertId} className="form-alert" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
