import { LIMITS, normalizeText, validateComment } from '@pepper-atlas/domain';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForumMessage } from '../hooks/useForumMessages';
import { AutocompleteTextarea } from '../composer/AutocompleteTextarea';
import { readDraft, useDraftSaving, useLeaveGuard, writeDraft } from '../composer/drafts';
import { PreviewTabs } from '../composer/PreviewTabs';
import { RemainingCount } from '../composer/RemainingCount';
import { useQuotesInto, withQuote } from '../composer/quotes';
import { LazyAttachmentPicker } from '../photos/LazyPhotos';
import { photosDraftKey, type PostPhoto } from '../photos/photoFields';

const NO_PHOTOS: readonly PostPhoto[] = [];

export interface CommentComposerProps {
  /** The text box's label (visible). */
  label: string;
  submitLabel: string;
  submittingLabel: string;
  initialText?: string;
  /** Saves the text (and the photos, when `withPhotos`); answers the error text to show, or null when it worked. */
  onSubmit: (text: string, photos: PostPhoto[]) => Promise<string | null>;
  /** Offers the photo picker (issue 36); `initialPhotos`: those the edited comment shows. */
  withPhotos?: boolean;
  initialPhotos?: readonly PostPhoto[];
  /** Offered when the box can be closed (reply, edit). */
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Empties the box after a successful submit (a new comment; not an edit). */
  clearOnSuccess?: boolean;
  className?: string;
  /** Where the unsent text is kept in the browser (per topic, reply or edited comment), restored on return. */
  draftKey?: string;
  /** The topic whose "Quote" buttons write into this box (the topic's own comment box). */
  quotesFor?: string;
}

/**
 * A comment, reply or edit box. The button stays disabled while the text is blank after
 * trimming (docs/product-rules.md#validation); the server's refusal is shown under the box. Escape cancels a
 * reply or an edit; Ctrl/Cmd+Enter sends.
 */
export function CommentComposer({
  label,
  submitLabel,
  submittingLabel,
  initialText = '',
  onSubmit,
  onCancel,
  autoFocus = false,
  clearOnSuccess = false,
  className,
  draftKey,
  quotesFor,
  withPhotos = false,
  initialPhotos = NO_PHOTOS,
}: CommentComposerProps) {
  const { t } = useTranslation('forum');
  const { t: tCommon } = useTranslation();
  const message = useForumMessage();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState(() => (draftKey ? readDraft<string>(draftKey) : null) ?? initialText);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // The draft keeps the uploaded photos (ids, previews, alt text) beside the text, under a key of their own.
  const [photos, setPhotos] = useState<PostPhoto[]>(() => (draftKey ? readDraft<PostPhoto[]>(photosDraftKey(draftKey)) : null) ?? [...initialPhotos]);
  // Invisible characters alone (zero-width spaces) are no comment either: the domain's text rule.
  const blank = normalizeText(text) === '';
  const photosUnchanged = JSON.stringify(photos) === JSON.stringify(initialPhotos);
  const unchanged = text.trim() === initialText.trim() && photosUnchanged;
  useDraftSaving(draftKey, text, text.trim() === initialText.trim() || blank);
  useDraftSaving(draftKey && photosDraftKey(draftKey), photos, photosUnchanged);
  useLeaveGuard(!blank && !unchanged, t('composer.leaveDraft'));
  useQuotesInto(quotesFor, (markdown) => {
    setText((current) => withQuote(current, markdown));
    // The writer goes on under the quote: the box in view, the caret at its end (once the text is in it).
    requestAnimationFrame(() => {
      const input = inputRef.current;
      if (!input) return;
      input.scrollIntoView?.({ block: 'nearest' });
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    });
  });

  const forgetDraft = () => {
    if (!draftKey) return;
    writeDraft(draftKey, null);
    writeDraft(photosDraftKey(draftKey), null);
  };

  const handleSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submittingRef.current || blank) return;
    const problem = validateComment(text);
    if (problem) {
      setError(message(problem));
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    setError(null);
    const refusal = await onSubmit(text.trim(), photos);
    submittingRef.current = false;
    setSubmitting(false);
    if (refusal) {
      setError(refusal);
      return;
    }
    forgetDraft();
    if (clearOnSuccess) {
      setText('');
      setPhotos([]);
      // The emptied box disables the button that had the focus: keep the writer in the box.
      inputRef.current?.focus();
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      // A dialog around the box must not close too.
      event.stopPropagation();
      forgetDraft();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void handleSubmit();
    }
  };

  return (
    <form className={['comment-composer', className].filter(Boolean).join(' ')} onSubmit={handleSubmit}>
      <label htmlFor={id} className="comment-composer__label">
        {label}
      </label>
      <PreviewTabs source={text}>
        <AutocompleteTextarea
          textareaRef={inputRef}
          id={id}
          className="input comment-composer__input"
          rows={3}
          dir="auto"
          value={text}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
          onValueChange={(value) => {
            setText(value);
            if (error) setError(null);
          }}
          onKeyDown={handleKeyDown}
        />
      </PreviewTabs>
      {withPhotos && <LazyAttachmentPicker photos={photos} onChange={setPhotos} disabled={submitting} />}
      <p id={hintId} className="comment-composer__hint">
        <span>{t('composer.hint')}</span>
        <RemainingCount text={text} max={LIMITS.comment.textMax} />
      </p>
      {error && (
        <p id={errorId} className="form-alert" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={blank || submitting || (onCancel !== undefined && unchanged && initialText !== '')}
          aria-busy={submitting || undefined}
        >
          {submitting ? submittingLabel : submitLabel}
        </button>
        {onCancel && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              forgetDraft();
              onCancel();
            }}
            disabled={submitting}
          >
            {tCommon('actions.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
