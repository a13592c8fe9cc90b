import { validateImageFile } from '@pepper-atlas/domain';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../hooks/useObjectUrl';
import { usePepperFieldMessage } from '../../peppers/hooks/usePepperFieldMessage';

export interface ContentPictureFieldProps {
  /** The stored picture (its URL and srcset), or null. */
  stored: { src: string; srcSet: string | null } | null;
  /** A file chosen to replace it (sent on save), or null. */
  file: File | null;
  /** Whether the stored picture is to be removed on save. */
  removed: boolean;
  onFileChange: (file: File | null) => void;
  onRemove: () => void;
  /** The upload's progress while saving (0..100), or null. */
  progress: number | null;
  /** A failed upload's message (translated). */
  error: string | null;
  disabled?: boolean;
}

/**
 * An entry's picture: the stored one or the chosen file as a preview, "Choose a picture" and "Remove the picture". The
 * file is checked by type and size here (the server checks its content and re-encodes it) and uploaded on save.
 */
export function ContentPictureField({ stored, file, removed, onFileChange, onRemove, progress, error, disabled }: ContentPictureFieldProps) {
  const { t } = useTranslation('admin');
  const message = usePepperFieldMessage();
  const id = useId();
  const previewUrl = useObjectUrl(file);
  const fileError = file ? validateImageFile(file) : null;
  const shownError = error ?? (fileError ? message(fileError) : null);
  const shown = previewUrl ? { src: previewUrl, srcSet: undefined } : stored && !removed ? { src: stored.src, srcSet: stored.srcSet ?? undefined } : null;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFileChange(event.target.files?.[0] ?? null);
    // The same file chosen again after a removal still counts as a change.
    event.target.value = '';
  };

  return (
    <fieldset className="content-form__section" disabled={disabled}>
      <legend className="content-form__legend">{t('content.form.sections.picture')}</legend>
      <div className="content-picture">
        {shown ? (
          <img className="content-picture__preview" src={shown.src} srcSet={shown.srcSet} sizes="12rem" alt={t('content.form.picture.preview')} />
        ) : (
          <p className="content-picture__none">{t('content.form.picture.none')}</p>
        )}
        <div className="content-picture__actions">
          <label className="button button--secondary button--small" htmlFor={id}>
            {t(shown ? 'content.form.picture.replace' : 'content.form.picture.choose')}
          </label>
          <input
            id={id}
            className="visually-hidden"
            type="file"
            accept="image/*"
            aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
            onChange={handleChange}
          />
          {shown && (
            <button type="button" className="button button--ghost button--small" onClick={() => (file ? onFileChange(null) : onRemove())}>
              {t('content.form.picture.remove')}
            </button>
          )}
        </div>
        <p id={`${id}-hint`} className="form-field__hint">
          {progress !== null ? t('content.form.picture.uploading', { percent: progress }) : t('content.form.picture.hint')}
        </p>
        {shownError && (
          <p id={`${id}-error`} className="form-field__error" role="alert">
            {shownError}
          </p>
        )}
      </div>
    </fieldset>
  );
}
