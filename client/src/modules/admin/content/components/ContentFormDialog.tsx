import { CONTENT_LIMITS, DIFFICULTIES, GUIDE_LEVEL_VALUES, hasErrors, validateImageFile, type FieldErrors } from '@pepper-atlas/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind } from '@/modules/content/utils/contentKinds';
import { Dialog } from '@/modules/ui/components/Dialog';
import { FormField } from '@/modules/ui/components/FormField';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useFocusFirstInvalid } from '@/modules/ui/hooks/useFocusFirstInvalid';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { useImageUpload } from '../../peppers/hooks/useImageUpload';
import { useContentFieldMessage } from '../hooks/useContentFieldMessage';
import { useSaveContent } from '../hooks/useSaveContent';
import {
  CONTENT_FIELDS,
  contentFormFromEntry,
  contentInput,
  emptyContentForm,
  validateContentForm,
  type AdminContentEntry,
  type ContentField,
  type ContentFormValues,
} from '../utils/contentForm';
import { ContentPictureField } from './ContentPictureField';
import { RecipePepperPicker } from './RecipePepperPicker';

const FORM_ID = 'admin-content-form';

export interface ContentFormDialogProps {
  kind: ContentKind;
  /** The entry to edit; null writes a new one. */
  entry: AdminContentEntry | null;
  onClose: () => void;
}

type Lang = 'en' | 'he';
type Control = 'text' | 'textarea' | 'number' | 'date' | 'select';

interface FieldOptions {
  control?: Control;
  lang?: Lang;
  hint?: string;
  options?: { value: string; label: string }[];
  /** Number inputs: their range and step. */
  min?: number;
  max?: number;
  step?: number;
  autoFocus?: boolean;
}

/** The English and Hebrew versions of a text, side by side on a wide screen. */
const PAIRS: Record<ContentKind, [ContentField, ContentField, Control][]> = {
  news: [
    ['title', 'hebTitle', 'text'],
    ['text', 'hebText', 'textarea'],
    ['location', 'hebLocation', 'text'],
  ],
  recipes: [
    ['title', 'hebTitle', 'text'],
    ['description', 'hebDescription', 'textarea'],
    ['ingredients', 'hebIngredients', 'textarea'],
    ['steps', 'hebSteps', 'textarea'],
  ],
  guides: [
    ['title', 'hebTitle', 'text'],
    ['description', 'hebDescription', 'textarea'],
    ['body', 'hebBody', 'textarea'],
  ],
};

const LINE_HINTS: Partial<Record<ContentField, 'lines' | 'paragraphs'>> = {
  ingredients: 'lines',
  hebIngredients: 'lines',
  steps: 'lines',
  hebSteps: 'lines',
  body: 'paragraphs',
  hebBody: 'paragraphs',
};

/**
 * A news item, recipe or guide in a modal: the whole entry, English and Hebrew side by side (stacked on a phone),
 * checked on submit by the domain's rules; the server's field messages show under their fields the same way.
 */
export function ContentFormDialog({ kind, entry, onClose }: ContentFormDialogProps) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const message = useContentFieldMessage();
  const apiErrorText = useApiErrorText();
  const notify = useNotify();
  const save = useSaveContent();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [initial] = useState<ContentFormValues>(() => (entry ? contentFormFromEntry(entry) : emptyContentForm(kind)));
  const [values, setValues] = useState<ContentFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<ContentField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  // The picture: a file chosen to replace the stored one, or the stored one to be removed (both sent on save).
  const [pictureFile, setPictureFile] = useState<File | null>(null);
  const [pictureRemoved, setPictureRemoved] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const { upload, progress } = useImageUpload();
  const stored = entry?.item.image ? { src: entry.item.image, srcSet: entry.item.imageSrcSet ?? null } : null;

  const errorText = (field: ContentField) => {
    const key = errors[field];
    return key ? message(key) : null;
  };

  /** A field shown with a message is checked again as it changes, so the message goes once it is right. */
  const recheck = (next: ContentFormValues, field: ContentField) => {
    if (!errors[field]) return;
    const key = validateContentForm(kind, next)[field];
    setErrors((previous) => {
      const updated = { ...previous };
      if (key) updated[field] = key;
      else delete updated[field];
      return updated;
    });
  };

  const setField = (field: ContentField, value: string) => {
    const next = { ...values, fields: { ...values.fields, [field]: value } };
    setValues(next);
    recheck(next, field);
    setFormError(null);
  };

  const handleClose = () => {
    if (submittingRef.current) return;
    const dirty = JSON.stringify(values) !== JSON.stringify(initial) || pictureFile !== null || pictureRemoved;
    if (dirty && !window.confirm(t('content.form.unsavedChanges'))) return;
    onClose();
  };

  /** The server's messages next to their fields; one it names for no field here reads as the form's message. */
  const showServerFields = (fields: Record<string, string>): boolean => {
    const known = CONTENT_FIELDS[kind];
    const fieldErrors: FieldErrors<ContentField> = {};
    let other: string | null = null;
    for (const [field, key] of Object.entries(fields)) {
      if ((known as readonly string[]).includes(field)) fieldErrors[field as ContentField] = key as never;
      else other ??= message(key);
    }
    setErrors(fieldErrors);
    if (other) setFormError(other);
    return hasErrors(fieldErrors) || other !== null;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;
    const allErrors = validateContentForm(kind, values);
    setErrors(allErrors);
    if (hasErrors(allErrors) || (pictureFile && validateImageFile(pictureFile))) {
      setFormError(null);
      focusFirstInvalid();
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    setFormError(null);
    setPictureError(null);
    const content = contentInput(kind, values);
    // Left out when unchanged: the stored picture stays.
    if (pictureFile) {
      try {
        content.input = { ...content.input, image: await upload(pictureFile) };
      } catch {
        submittingRef.current = false;
        setSubmitting(false);
        setPictureError(t('content.form.picture.failed'));
        return;
      }
    } else if (pictureRemoved) content.input = { ...content.input, image: null };
    const result = await save(entry?.item.id ?? null, content);
    submittingRef.current = false;
    setSubmitting(false);
    if (result.ok) {
      notify.success(t(`content.notices.saved.${kind}`));
      onClose();
      return;
    }
    const { error } = result;
    const shownByFields = error.code === 'BAD_USER_INPUT' && showServerFields(error.fields);
    if (!shownByFields) setFormError(apiErrorText(error, t('content.notices.saveFailed')));
    focusFirstInvalid();
  };

  const field = (name: ContentField, options: FieldOptions = {}) => {
    const { control: kindOfControl = 'text', lang, hint, autoFocus } = options;
    const hintText = hint ?? (LINE_HINTS[name] ? t(`content.form.hints.${LINE_HINTS[name]}`) : undefined);
    const value = values.fields[name] ?? '';
    const required = kindOfControl !== 'select' && name !== 'attendees';
    return (
      <FormField key={name} label={t(`content.form.fields.${name}`)} error={errorText(name)} hint={hintText} required={required}>
        {(control) => {
          const common = {
            ...control,
            name,
            value,
            lang,
            dir: lang ? (lang === 'he' ? ('rtl' as const) : ('ltr' as const)) : undefined,
            'data-autofocus': autoFocus || undefined,
          };
          switch (kindOfControl) {
            case 'textarea':
              return (
                <textarea
                  {...common}
                  className="input"
                  rows={LINE_HINTS[name] ? 6 : 4}
                  onChange={(event) => setField(name, event.target.value)}
                />
              );
            case 'select':
              return (
                <select {...common} className="select" onChange={(event) => setField(name, event.target.value)}>
                  {(options.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              );
            default:
              return (
                <input
                  {...common}
                  className="input"
                  type={kindOfControl}
                  inputMode={kindOfControl === 'number' ? (options.step && options.step < 1 ? 'decimal' : 'numeric') : undefined}
                  min={options.min}
                  max={options.max}
                  step={options.step}
                  autoComplete="off"
                  onChange={(event) => setField(name, event.target.value)}
                />
              );
          }
        }}
      </FormField>
    );
  };

  const details = () => {
    const L = CONTENT_LIMITS;
    switch (kind) {
      case 'news':
        return [
          field('date', { control: 'date' }),
          field('attendees', { control: 'number', min: 0, max: L.attendeesMax, step: 1 }),
        ];
      case 'recipes':
        return [
          field('difficulty', {
            control: 'select',
            options: DIFFICULTIES.map((level) => ({ value: level, label: t(`content.form.difficulties.${level}`) })),
          }),
          field('timeMinutes', { control: 'number', min: 1, max: L.minutesMax, step: 1 }),
          field('rating', { control: 'number', min: 0, max: L.ratingMax, step: 0.1 }),
          field('servings', { control: 'number', min: 1, max: L.servingsMax, step: 1 }),
        ];
      case 'guides':
        return [
          field('level', {
            control: 'select',
            options: GUIDE_LEVEL_VALUES.map((level) => ({ value: level, label: t(`content.form.levels.${level}`) })),
          }),
          field('durationMinutes', { control: 'number', min: 1, max: L.minutesMax, step: 1 }),
        ];
    }
  };

  return (
    <Dialog
      title={t(entry ? `content.form.editTitle.${kind}` : `content.form.addTitle.${kind}`)}
      onClose={handleClose}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={handleClose} disabled={submitting}>
            {tCommon('actions.cancel')}
          </button>
          <button
            type="submit"
            form={FORM_ID}
            className="button button--primary"
            disabled={submitting}
            aria-busy={submitting || undefined}
          >
            {t(submitting ? 'content.form.saving' : 'content.form.submit')}
          </button>
        </>
      }
    >
      <form
        id={FORM_ID}
        ref={formRef}
        className="content-form"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-busy={submitting || undefined}
      >
        <p className="form-field__hint">{t('content.form.required')}</p>

        <fieldset className="content-form__section" disabled={submitting}>
          <legend className="content-form__legend">{t('content.form.sections.texts')}</legend>
          {PAIRS[kind].map(([english, hebrew, control], index) => (
            <div key={english} className="content-form__pair">
              {field(english, { control, lang: 'en', autoFocus: index === 0 })}
              {field(hebrew, { control, lang: 'he' })}
            </div>
          ))}
        </fieldset>

        <fieldset className="content-form__section" disabled={submitting}>
          <legend className="content-form__legend">{t('content.form.sections.details')}</legend>
          <div className="form-grid form-grid--two">{details()}</div>
        </fieldset>

        {kind === 'recipes' && (
          <RecipePepperPicker
            peppers={values.peppers}
            error={errorText('pepperIds')}
            disabled={submitting}
            onChange={(peppers) => {
              const next = { ...values, peppers };
              setValues(next);
              recheck(next, 'pepperIds');
              setFormError(null);
            }}
          />
        )}

        <ContentPictureField
          stored={stored}
          file={pictureFile}
          removed={pictureRemoved}
          onFileChange={(file) => {
            setPictureFile(file);
            setPictureError(null);
          }}
          onRemove={() => setPictureRemoved(true)}
          progress={progress}
          error={pictureError}
          disabled={submitting}
        />

        <fieldset className="content-form__section" disabled={submitting}>
          <legend className="content-form__legend">{t('content.form.sections.status')}</legend>
          <label className="checkbox-field">
            <input
              type="checkbox"
              name="published"
              checked={values.published}
              onChange={(event) => setValues({ ...values, published: event.target.checked })}
            />
            <span>{t('content.form.fields.published')}</span>
          </label>
          <p className="form-field__hint">{t('content.form.hints.published')}</p>
        </fieldset>

        {formError && (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
