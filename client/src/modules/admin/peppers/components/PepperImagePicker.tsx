import { imageSizeNotice, validateImageFile } from '@pepper-atlas/domain';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPepperFieldsFragment } from '@/generated/graphql';
import { PepperImage } from '@/modules/peppers/components/PepperImage';
import { useObjectUrl } from '../../hooks/useObjectUrl';
import { usePepperFieldMessage } from '../hooks/usePepperFieldMessage';
import { formatByteSize } from '../utils/byteSize';

export interface PepperImagePickerProps {
  /** The stored pepper when editing (its current picture). */
  pepper: AdminPepperFieldsFragment | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Asks to delete the chosen file or the stored picture (after confirmation). */
  onRequestDelete: () => void;
  /** Translated error (no image for a new pepper, a refused file, a failed upload). */
  error: string | null;
  disabled?: boolean;
}

/**
 * The image area: a file picker (any image type), the preview, the file's name and size (bytes,
 * kB, MB or GB in the page language), the size notes of docs/product-rules.md#validation (over 5 MB a warning, over 1 MB a compression
 * note; neither blocks) and a delete button.
 */
export function PepperImagePicker({
  pepper,
  file,
  onFileChange,
  onRequestDelete,
  error,
  disabled,
}: PepperImagePickerProps) {
  const { t, i18n } = useTranslation('adminPeppers');
  const message = usePepperFieldMessage();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const previewUrl = useObjectUrl(file);
  const sizeNotice = file ? imageSizeNotice(file.size) : null;
  const fileError = file ? validateImageFile(file) : null;
  const hasStoredImage = Boolean(pepper?.img);
  const shownError = error ?? (fileError ? message(fileError) : null);
  const describedBy = [`${id}-info`, shownError ? `${id}-error` : null].filter(Boolean).join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (chosen) onFileChange(chosen);
  };

  const renderPreview = () => {
    if (previewUrl) {
      return <img className="pepper-image-picker__preview" src={previewUrl} alt={t('form.image.previewAlt')} />;
    }
    if (pepper) {
      return (
        <PepperImage
          pepper={pepper}
          alt={t('form.image.previewAlt')}
          sizes="12rem"
          className="pepper-image-picker__preview"
        />
      );
    }
    return null;
  };

  return (
    <fieldset className="pepper-form__section pepper-image-picker" data-invalid={shownError ? true : undefined}>
      <legend className="pepper-form__legend">
        {t('form.sections.image')}
        {!pepper && (
          <span className="pepper-form__required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="pepper-image-picker__body">
        <div className="pepper-image-picker__frame">{renderPreview()}</div>
        <div className="pepper-image-picker__details">
          <div id={`${id}-info`} className="pepper-image-picker__info">
            {file ? (
              <>
                <p className="pepper-image-picker__label">{t('form.image.chosen')}</p>
                <p className="pepper-image-picker__file">
                  <bdi className="pepper-image-picker__file-name">{file.name}</bdi>{' '}
                  <bdi className="pepper-image-picker__file-size">
                    ({formatByteSize(file.size, i18n.language)})
                  </bdi>
                </p>
              </>
            ) : hasStoredImage ? (
              <p className="pepper-image-picker__label">{t('form.image.current')}</p>
            ) : (
              <p className="pepper-image-picker__label">{t('form.image.none')}</p>
            )}
            {!fileError && sizeNotice === 'warning' && (
              <p className="pepper-image-picker__note pepper-image-picker__note--warning" role="status">
                {message('imageSizeWarning')}
              </p>
            )}
            {!fileError && sizeNotice === 'compress' && (
              <p className="pepper-image-picker__note" role="status">
                {message('imageWillBeCompressed')}
              </p>
            )}
          </div>
          <input
            ref={inputRef}
            id={`${id}-input`}
            // The button below opens it; the input itself is never shown.
            hidden
            type="file"
            name="image"
            accept="image/*"
            disabled={disabled}
            onChange={handleChange}
          />
          <div className="pepper-image-picker__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              aria-describedby={describedBy}
              aria-invalid={shownError ? true : undefined}
              disabled={disabled}
              data-image-choose
              onClick={() => inputRef.current?.click()}
            >
              {t(file || hasStoredImage ? 'form.image.replace' : 'form.image.choose')}
            </button>
            {(file || hasStoredImage) && (
              <button
                type="button"
                className="button button--danger-ghost button--small"
                disabled={disabled}
                onClick={onRequestDelete}
              >
                {t('form.image.delete')}
              </button>
            )}
          </div>
          {shownError && (
            <p id={`${id}-error`} className="form-field__error">
              {shownError}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
