import {
  DEFAULT_TOPIC_CATEGORY,
  hasErrors,
  LIMITS,
  TOPIC_CATEGORIES,
  TOPIC_FIELDS,
  validateTopic,
  type TopicCategory,
  type TopicField,
} from '@pepper-atlas/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateTopicInput } from '@/generated/graphql';
import { FormField, TextField } from '@/modules/ui/components/FormField';
import { PlusIcon } from '@/modules/ui/components/icons';
import { useFocusFirstInvalid } from '@/modules/ui/hooks/useFocusFirstInvalid';
import { useForumErrorText, useForumMessage } from '../hooks/useForumMessages';
import type { MutationResult } from '../utils/mutationResult';
import { TrashIcon } from './forumIcons';
import { AutocompleteTextarea } from '../composer/AutocompleteTextarea';
import { readDraft, useDraftSaving, useLeaveGuard, writeDraft } from '../composer/drafts';
import { PreviewTabs } from '../composer/PreviewTabs';
import { remainingChars } from '../composer/RemainingCount';
import { LazyAttachmentPicker } from '../photos/LazyPhotos';
import { imagesField, type PostPhoto } from '../photos/photoFields';

export interface TopicFormValues {
  title: string;
  subject: string;
  category: TopicCategory;
  /** The message's lines (paragraphs), at least one. */
  description: string[];
  /** Its photos (issue 36), uploaded, in gallery order; kept with the draft. */
  photos?: PostPhoto[];
}

export const EMPTY_TOPIC: TopicFormValues = {
  title: '',
  subject: '',
  category: DEFAULT_TOPIC_CATEGORY,
  description: [''],
};

export interface TopicFormProps {
  initialValues?: TopicFormValues;
  /** The signed-in author, shown read-only (the server takes the author from the session). */
  author?: string;
  submitLabel: string;
  submittingLabel: string;
  /** Shown when the server refuses without saying why. */
  failedMessage: string;
  onSubmit: (input: CreateTopicInput) => Promise<MutationResult<unknown>>;
  onCancel: () => void;
  /** Put the focus in the title field when the form opens (dialogs). */
  autoFocus?: boolean;
  /** Where the unsent topic is kept in the browser (a new topic, or the edit of one), restored on return. */
  draftKey?: string;
}

type FieldErrors = Partial<Record<TopicField, string>>;

interface Line {
  key: number;
  text: string;
}

/** Markdown a member may type into a title (bold, italics, code, links, [[Pepper]], a heading): titles show it as typed. */
const MARKDOWN_IN_TITLE = /\*\*|__|`|\[\[|\]\(|^\s*#|(^|\s)[*_][^\s*_][^*_]*[*_](\s|$)/;

/**
 * A topic's fields (docs/product-rules.md#screens and #validation): title*, subject*, category, and description lines
 * that can be added and removed (one always remains). The domain's validateTopic runs on submit:
 * 'Please fill in all required fields' for the form, each field's own problem next to it, and the
 * server's answer (field rules, posting too fast) shown in the form.
 */
export function TopicForm({
  initialValues = EMPTY_TOPIC,
  author,
  submitLabel,
  submittingLabel,
  failedMessage,
  onSubmit,
  onCancel,
  autoFocus = false,
  draftKey,
}: TopicFormProps) {
  const { t } = useTranslation('forum');
  const { t: tCommon } = useTranslation();
  const message = useForumMessage();
  const errorText = useForumErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const alertId = useId();
  const linesId = useId();

  const [restored] = useState(() => (draftKey ? readDraft<TopicFormValues>(draftKey) : null));
  const start = restored ?? initialValues;
  const nextKey = useRef(start.description.length || 1);
  const [title, setTitle] = useState(start.title);
  const [subject, setSubject] = useState(start.subject);
  const [category, setCategory] = useState<TopicCategory>(start.category);
  const [lines, setLines] = useState<Line[]>(() =>
    (start.description.length > 0 ? start.description : ['']).map((text, key) => ({ key, text })),
  );
  const [photos, setPhotos] = useState<PostPhoto[]>(start.photos ?? []);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const remaining = (text: string, max: number) => {
    const left = remainingChars(text, max);
    return left < 0 ? t('composer.over', { count: -left }) : t('composer.remaining', { count: left });
  };
  const draft: TopicFormValues = { title, subject, category, description: lines.map((line) => line.text), photos };
  const unchanged =
    JSON.stringify(draft) ===
    JSON.stringify({ ...initialValues, description: initialValues.description.length ? initialValues.description : [''], photos: initialValues.photos ?? [] });
  useDraftSaving(draftKey, draft, unchanged);
  useLeaveGuard(!unchanged && !submitting, t('composer.leaveDraft'));
  // State updates on the next render; the ref stops a double click in between.
  const submittingRef = useRef(false);

  // After adding a line, the new one gets the focus; after removing one, the line before it.
  const lineRefs = useRef(new Map<number, HTMLTextAreaElement>());
  const [focusLine, setFocusLine] = useState<number | null>(null);
  useEffect(() => {
    if (focusLine === null) return;
    lineRefs.current.get(focusLine)?.focus();
    setFocusLine(null);
  }, [focusLine]);

  const clearMessages = () => {
    if (formError || Object.keys(fieldErrors).length > 0) {
      setFieldErrors({});
      setFormError(null);
    }
  };

  const handleAddLine = () => {
    if (lines.length >= LIMITS.topic.descriptionLinesMax) return;
    const key = nextKey.current++;
    setLines((previous) => [...previous, { key, text: '' }]);
    setFocusLine(key);
    clearMessages();
  };

  const handleRemoveLine = (index: number) => {
    if (lines.length <= 1) return;
    const before = lines[Math.max(0, index - 1)];
    const after = lines[index + 1];
    setLines((previous) => previous.filter((_, i) => i !== index));
    setFocusLine((index === 0 ? after : before)?.key ?? null);
    clearMessages();
  };

  const handleLineChange = (index: number, text: string) => {
    setLines((previous) => previous.map((line, i) => (i === index ? { ...line, text } : line)));
    clearMessages();
  };

  const refuse = (errors: FieldErrors, text: string) => {
    setFieldErrors(errors);
    setFormError(text);
    focusFirstInvalid();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;
    const input: CreateTopicInput = {
      title: title.trim(),
      subject: subject.trim(),
      category,
      description: lines.map((line) => line.text.trim()).filter(Boolean),
      ...imagesField(photos, initialValues.photos),
    };
    const errors = validateTopic(input);
    if (hasErrors(errors)) {
      const keys = TOPIC_FIELDS.map((field) => errors[field]).filter((key): key is NonNullable<typeof key> =>
        Boolean(key),
      );
      refuse(errors, message(keys.includes('requiredFields') ? 'requiredFields' : keys[0]!));
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    setFieldErrors({});
    setFormError(null);
    const result = await onSubmit(input);
    submittingRef.current = false;
    setSubmitting(false);
    if (result.ok) {
      if (draftKey) writeDraft(draftKey, null);
      return;
    }
    const serverFields = Object.fromEntries(
      TOPIC_FIELDS.filter((field) => result.error.fields[field]).map((field) => [field, result.error.fields[field]]),
    ) as FieldErrors;
    refuse(serverFields, errorText(result.error, failedMessage, TOPIC_FIELDS));
  };

  const errorOf = (field: TopicField): string | null => {
    const key = fieldErrors[field];
    if (!key) return null;
    return key === 'requiredFields' ? t('form.required') : message(key);
  };

  const descriptionError = errorOf('description');

  return (
    <form
      ref={formRef}
      className="form-grid topic-form"
      noValidate
      onSubmit={handleSubmit}
      aria-busy={submitting || undefined}
      aria-describedby={formError ? alertId : undefined}
    >
      <TextField
        label={t('form.title')}
        name="title"
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          clearMessages();
        }}
        required
        error={errorOf('title')}
        hint={MARKDOWN_IN_TITLE.test(title) ? `${t('form.titlePlain')} ${remaining(title, LIMITS.topic.titleMax)}` : remaining(title, LIMITS.topic.titleMax)}
        autoComplete="off"
        dir="auto"
        data-autofocus={autoFocus || undefined}
      />
      <div className="form-grid form-grid--two">
        <TextField
          label={t('form.subject')}
          name="subject"
          value={subject}
          onChange={(event) => {
            setSubject(event.target.value);
            clearMessages();
          }}
          required
          error={errorOf('subject')}
          hint={`${t('form.subjectHint')} · ${remaining(subject, LIMITS.topic.subjectMax)}`}
          autoComplete="off"
          dir="auto"
        />
        <FormField label={t('form.category')} error={errorOf('category')}>
          {(control) => (
            <select
              {...control}
              name="category"
              className="select topic-form__select"
              value={category}
              onChange={(event) => {
                setCategory(event.target.value as TopicCategory);
                clearMessages();
              }}
            >
              {TOPIC_CATEGORIES.map((option) => (
                <option key={option} value={option}>
                  {t(`categories.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {author !== undefined && (
        <FormField label={t('form.author')} hint={t('form.authorHint')}>
          {(control) => <input {...control} className="input" value={author} readOnly dir="auto" />}
        </FormField>
      )}

      <fieldset className="topic-form__lines">
        <legend className="topic-form__legend">{t('form.description')}</legend>
        <p className="form-field__hint">{t('form.descriptionHint', { max: LIMITS.topic.descriptionLinesMax })}</p>
        <PreviewTabs source={lines.map((line) => line.text.trim()).filter(Boolean).join('\n\n')}>
        <ol className="topic-form__line-list">
          {lines.map((line, index) => {
            const label = t('form.line', { number: index + 1 });
            return (
              <li key={line.key} className="topic-form__line">
                <FormField label={label} hint={remaining(line.text, LIMITS.topic.descriptionLineMax)}>
                  {(control) => (
                    <AutocompleteTextarea
                      {...control}
                      textareaRef={(node) => {
                        if (node) lineRefs.current.set(line.key, node);
                        else lineRefs.current.delete(line.key);
                      }}
                      aria-invalid={descriptionError ? true : undefined}
                      aria-describedby={descriptionError ? `${linesId}-error` : control['aria-describedby']}
                      className="input"
                      rows={3}
                      dir="auto"
                      value={line.text}
                      onValueChange={(text) => handleLineChange(index, text)}
                    />
                  )}
                </FormField>
                <button
                  type="button"
                  className="button button--danger-ghost button--small topic-form__remove"
                  onClick={() => handleRemoveLine(index)}
                  disabled={lines.length <= 1}
                  aria-label={t('form.removeLine', { number: index + 1 })}
                  title={lines.length <= 1 ? t('form.lastLine') : undefined}
                >
                  <TrashIcon width={16} height={16} />
                  <span aria-hidden="true">{t('form.remove')}</span>
                </button>
              </li>
            );
          })}
        </ol>
        </PreviewTabs>
        {descriptionError && (
          <p id={`${linesId}-error`} className="form-field__error">
            {descriptionError}
          </p>
        )}
        <button
          type="button"
          className="button button--ghost button--small topic-form__add"
          onClick={handleAddLine}
          disabled={lines.length >= LIMITS.topic.descriptionLinesMax}
        >
          <PlusIcon width={16} height={16} />
          {t('form.addLine')}
        </button>
      </fieldset>

      <LazyAttachmentPicker
        photos={photos}
        onChange={(next) => {
          setPhotos(next);
          clearMessages();
        }}
        disabled={submitting}
      />

      {formError && (
        <p id={alertId} className="form-alert" role="alert">
          {formError}
        </p>
      )}

      <div className="form-actions">
        {/* Not disabled while sending (the ref ignores a second submit): the focus stays on it. */}
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={submitting || undefined}
          aria-busy={submitting || undefined}
        >
          {submitting ? submittingLabel : submitLabel}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            if (!unchanged && !window.confirm(t('composer.leaveDraft'))) return;
            if (draftKey) writeDraft(draftKey, null);
            onCancel();
          }}
          disabled={submitting}
        >
          {tCommon('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
