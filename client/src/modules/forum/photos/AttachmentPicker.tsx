import { POST_IMAGE_LIMITS } from '@pepper-atlas/domain';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getAuthToken } from '@/core/session/sessionStore';
import { checkPhotoFile, PhotoUploadError, photosThatFit, uploadPostPhoto, type PhotoErrorKey, type PostPhoto } from './postImages';
import './photos.css';

export interface AttachmentPickerProps {
  /** The attached photos in gallery order (uploaded, with their alt text). */
  photos: PostPhoto[];
  onChange: (photos: PostPhoto[]) => void;
  disabled?: boolean;
}

interface Sending {
  key: number;
  name: string;
  progress: number;
}

interface Refusal {
  key: number;
  name: string;
  error: PhotoErrorKey;
}

/**
 * Photos for a topic or comment (issue 36): picked (the phone offers its camera or library: `capture` is not forced),
 * dropped or pasted into the form; each is sent at once with its progress, then shown as a thumbnail with an alt-text
 * field (focused, so the writer is asked) and buttons to move or remove it. At most POST_IMAGE_LIMITS.perPost; the
 * server checks each file again by content. A refused file says why, in the page's language.
 */
export function AttachmentPicker({ photos, onChange, disabled = false }: AttachmentPickerProps) {
  const { t } = useTranslation('forum');
  const id = useId();
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const altRefs = useRef(new Map<string, HTMLInputElement>());
  const nextKey = useRef(0);
  const [sending, setSending] = useState<Sending[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [dragging, setDragging] = useState(false);
  const [askAlt, setAskAlt] = useState<string | null>(null);
  // The uploads under way, by their key: a cancel stops one.
  const controllers = useRef(new Map<number, AbortController>());
  // The newest list for uploads that finish after other changes.
  const photosRef = useRef(photos);
  photosRef.current = photos;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  useEffect(() => {
    if (askAlt === null) return;
    altRefs.current.get(askAlt)?.focus();
    setAskAlt(null);
  }, [askAlt]);

  const addFiles = (files: File[], askForAlt: boolean) => {
    if (disabled || files.length === 0) return;
    const fit = photosThatFit(photosRef.current.length + sending.length, files.length);
    const refused: Refusal[] = files.slice(fit).map((file) => ({
      key: nextKey.current++,
      name: file.name,
      error: 'tooMany',
    }));
    const accepted: { file: File; key: number }[] = [];
    for (const file of files.slice(0, fit)) {
      const problem = checkPhotoFile(file);
      if (problem)
        refused.push({
          key: nextKey.current++,
          name: file.name,
          error: problem,
        });
      else accepted.push({ file, key: nextKey.current++ });
    }
    setRefusals(refused);
    setSending((current) => [
      ...current,
      ...accepted.map(({ file, key }) => ({
        key,
        name: file.name,
        progress: 0,
      })),
    ]);
    for (const { file, key } of accepted) {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadPostPhoto(file, {
        token: getAuthToken(),
        signal: controller.signal,
        onProgress: (progress) => setSending((current) => current.map((item) => (item.key === key ? { ...item, progress } : item))),
      })
        .then((photo) => {
          onChangeRef.current([...photosRef.current, photo]);
          photosRef.current = [...photosRef.current, photo];
          if (askForAlt) setAskAlt(photo.id);
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const reason = error instanceof PhotoUploadError ? error.key : 'failed';
          setRefusals((current) => [...current, { key, name: file.name, error: reason }]);
        })
        .finally(() => {
          controllers.current.delete(key);
          setSending((current) => current.filter((item) => item.key !== key));
        });
    }
  };

  // A photo pasted anywhere in the form (its text box, say) is attached.
  useEffect(() => {
    const form = rootRef.current?.closest('form');
    if (!form) return;
    const handlePaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])].filter((file) => file.type.startsWith('image/'));
      if (files.length === 0) return;
      event.preventDefault();
      addFiles(files, false);
    };
    form.addEventListener('paste', handlePaste);
    return () => form.removeEventListener('paste', handlePaste);
  });

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles([...(event.target.files ?? [])], true);
    // The same file may be picked again after a removal.
    event.target.value = '';
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files], true);
  };

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= photos.length) return;
    const next = [...photos];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
  };

  /** Stops an upload under way: nothing is attached (what the server may have kept unattached is swept with the others). */
  const cancel = (key: number) => controllers.current.get(key)?.abort();

  const remove = (index: number) => onChange(photos.filter((_, i) => i !== index));

  const setAlt = (index: number, alt: string) => onChange(photos.map((photo, i) => (i === index ? { ...photo, alt } : photo)));

  const full = photos.length + sending.length >= POST_IMAGE_LIMITS.perPost;
  const hintId = `${id}-hint`;

  return (
    <fieldset ref={rootRef} className="photo-picker" disabled={disabled}>
      <legend className="photo-picker__legend">{t('photos.legend')}</legend>
      <div
        className={['photo-picker__drop', dragging && 'photo-picker__drop--over'].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          if (![...event.dataTransfer.types].includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="visually-hidden"
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || full}
          // The button below opens it: one control in the tab order, a visible focus.
          tabIndex={-1}
          aria-hidden="true"
          onChange={handlePick}
        />
        <button
          type="button"
          className="button button--ghost button--small photo-picker__add"
          disabled={disabled || full}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {t('photos.add')}
        </button>
        <span id={hintId} className="photo-picker__hint">
          {t('photos.hint', {
            max: POST_IMAGE_LIMITS.perPost,
            count: photos.length,
          })}
        </span>
      </div>

      {(photos.length > 0 || sending.length > 0) && (
        <ol className="photo-picker__list">
          {photos.map((photo, index) => (
            <li key={photo.id} className="photo-picker__item">
              <img
                className="photo-picker__thumb"
                src={photo.thumbnailUrl}
                width={photo.width}
                height={photo.height}
                alt={photo.alt || t('photos.number', { number: index + 1 })}
              />
              <label className="photo-picker__alt">
                <span>{t('photos.alt', { number: index + 1 })}</span>
                <input
                  ref={(node) => {
                    if (node) altRefs.current.set(photo.id, node);
                    else altRefs.current.delete(photo.id);
                  }}
                  className="input"
                  dir="auto"
                  value={photo.alt}
                  maxLength={POST_IMAGE_LIMITS.altMax}
                  placeholder={t('photos.altPlaceholder')}
                  onChange={(event) => setAlt(index, event.target.value)}
                />
              </label>
              <div className="photo-picker__actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={t('photos.moveEarlier', { number: index + 1 })}
                >
                  <span aria-hidden="true">{t('photos.earlier')}</span>
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => move(index, 1)}
                  disabled={index === photos.length - 1}
                  aria-label={t('photos.moveLater', { number: index + 1 })}
                >
                  <span aria-hidden="true">{t('photos.later')}</span>
                </button>
                <button
                  type="button"
                  className="button button--danger-ghost button--small"
                  onClick={() => remove(index)}
                  aria-label={t('photos.remove', { number: index + 1 })}
                >
                  <span aria-hidden="true">{t('photos.removeShort')}</span>
                </button>
              </div>
            </li>
          ))}
          {sending.map((item) => (
            <li key={`sending-${item.key}`} className="photo-picker__item photo-picker__item--sending">
              <span className="photo-picker__name" dir="auto">
                {item.name}
              </span>
              <progress max={100} value={item.progress} aria-label={t('photos.uploading', { name: item.name })}>
                {item.progress}%
              </progress>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => cancel(item.key)}
                aria-label={t('photos.cancel', { name: item.name })}
              >
                <span aria-hidden="true">{t('photos.cancelShort')}</span>
              </button>
            </li>
          ))}
        </ol>
      )}

      {refusals.length > 0 && (
        <div role="alert" className="photo-picker__errors">
          {refusals.map((refusal) => (
            <p key={refusal.key} className="form-field__error">
              {t(`photos.errors.${refusal.error}`, {
                name: refusal.name,
                max: POST_IMAGE_LIMITS.perPost,
                perDay: POST_IMAGE_LIMITS.newAccountPerDay,
              })}
            </p>
          ))}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {sending.length > 0 ? t('photos.sending', { count: sending.length }) : ''}
      </p>
    </fieldset>
  );
}
