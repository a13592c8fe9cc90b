import { useQuery } from '@apollo/client/react';
import {
  colorName,
  DIFFICULTIES,
  hasErrors,
  isMessageKey,
  SOURCE_LIMITS,
  PEPPER_FIELDS,
  PEPPER_COLORS,
  PEPPER_GROUPS,
  botanicalName,
  PEPPER_SHAPES,
  shapeName,
  SOURCE_FIELDS,
  validateImageFile,
  type FieldErrors,
  type MessageKey,
  type PepperField,
  type PepperFormMode,
  type SourceField,
} from '@pepper-atlas/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import { AdminPepperDocument } from '@/generated/graphql';
import { ConfirmDialog } from '@/modules/ui/components/ConfirmDialog';
import { Dialog } from '@/modules/ui/components/Dialog';
import { FormField } from '@/modules/ui/components/FormField';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useFocusFirstInvalid } from '@/modules/ui/hooks/useFocusFirstInvalid';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { HeatLevelOutput } from './HeatLevelOutput';
import { useCreatePepper } from '../hooks/useCreatePepper';
import { useDeletePepperImage } from '../hooks/useDeletePepperImage';
import { useImageUpload } from '../hooks/useImageUpload';
import { useCountryOptions } from '../hooks/useCountryOptions';
import { usePepperFieldMessage } from '../hooks/usePepperFieldMessage';
import { useUpdatePepper } from '../hooks/useUpdatePepper';
import {
  changedFields,
  createPepperInput,
  emptyPepperForm,
  isBlankSource,
  missingRequired,
  pepperFormFromPepper,
  sentSources,
  shuTextOf,
  switchShuMode,
  updatePepperInput,
  validateForm,
  validateFormField,
  validateSource,
  validateSources,
  type AdminPepperForEdit,
  type PepperFormValues,
  type PepperTextField,
  type ShuMode,
  type SourceErrors,
  type SourceFormValues,
} from '../utils/pepperForm';
import { ImageUploadError } from '../utils/uploadImage';
import { PepperChangeSummary } from './PepperChangeSummary';
import { PepperImagePicker } from './PepperImagePicker';
import { PepperSourcesField } from './PepperSourcesField';
import { ShuInput } from './ShuInput';

const FORM_ID = 'admin-pepper-form';

export interface PepperFormDialogProps {
  /** The pepper to edit; null adds a new one. */
  pepperId: string | null;
  onClose: () => void;
}

/** The pepper form in a modal: 'Add new pepper', or 'Update pepper' for a stored one. */
export function PepperFormDialog({ pepperId, onClose }: PepperFormDialogProps) {
  if (pepperId === null) return <PepperForm pepper={null} onClose={onClose} />;
  return <EditPepperForm id={pepperId} onClose={onClose} />;
}

/**
 * Editing reads the pepper from the cache, so later changes (a deleted picture) show; the list rows lack the notes
 * and sources, so the first edit of a pepper fetches it.
 */
function EditPepperForm({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('adminPeppers');
  const { t: tErrors } = useTranslation('errors');
  const { data, loading, error } = useQuery(AdminPepperDocument, { variables: { id } });
  if (data?.pepper) return <PepperForm pepper={data.pepper} onClose={onClose} />;
  return (
    <Dialog title={t('form.editTitle')} onClose={onClose}>
      {loading ? (
        <PageLoading />
      ) : (
        <StateMessage tone="error" title={t('details.error')} headingLevel={3}>
          <p>{tErrors(errorMessageKey(error))}</p>
        </StateMessage>
      )}
    </Dialog>
  );
}

/** Sets or clears one field's message key. */
function withError(errors: FieldErrors<PepperField>, field: PepperField, key: MessageKey | null) {
  const next = { ...errors };
  if (key) next[field] = key;
  else delete next[field];
  return next;
}

/** Sets or clears one part's message key of one source (a row without messages is left out). */
function withSourceError(
  errors: SourceErrors,
  key: string,
  part: SourceField,
  message: MessageKey | null,
): SourceErrors {
  const row = { ...errors[key] };
  if (message) row[part] = message;
  else delete row[part];
  const next = { ...errors };
  if (Object.keys(row).length > 0) next[key] = row;
  else delete next[key];
  return next;
}

/** Too many sources for the list; null when the count is allowed. */
function sourcesListError(sources: readonly SourceFormValues[]): MessageKey | null {
  return sentSources(sources).length > SOURCE_LIMITS.sourcesMax ? 'tooManySources' : null;
}

type SelectField = 'group' | 'country' | 'difficulty' | 'color' | 'unripeColor' | 'shape';

interface PepperFormProps {
  pepper: AdminPepperForEdit | null;
  onClose: () => void;
}

/**
 * The form rules of docs/product-rules.md#validation: each field is checked on change and on blur with the domain's
 * validators; submit checks them all, asks for the required fields and, for a new pepper, for an
 * image. In edit mode the changed fields are listed and only they are sent.
 */
function PepperForm({ pepper, onClose }: PepperFormProps) {
  const { t } = useTranslation('adminPeppers');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const message = usePepperFieldMessage();
  const createPepper = useCreatePepper();
  const updatePepper = useUpdatePepper();
  const deletePepperImage = useDeletePepperImage();
  const { upload, progress } = useImageUpload();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const isEdit = pepper !== null;
  // A new pepper's empty required fields use the add-pepper wording ('Pepper name is required').
  const formMode: PepperFormMode = isEdit ? 'edit' : 'add';
  const [original] = useState<PepperFormValues>(() => (pepper ? pepperFormFromPepper(pepper) : emptyPepperForm()));
  const [values, setValues] = useState<PepperFormValues>(original);
  const [errors, setErrors] = useState<FieldErrors<PepperField>>({});
  /** The sources' messages by row key and part, and the whole list's (too many). */
  const [sourceErrors, setSourceErrors] = useState<SourceErrors>({});
  const [sourcesError, setSourcesError] = useState<MessageKey | null>(null);
  /** Values the server named in its field messages (the expected heat level). */
  const [serverParams, setServerParams] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [confirmImageDelete, setConfirmImageDelete] = useState(false);
  const [deletingImage, setDeletingImage] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);

  const changes = changedFields(original, values, imageFile !== null);
  const countryOptions = useCountryOptions();
  const { language } = useLanguage();
  const colorOptions = PEPPER_COLORS.map((code) => ({ value: code, label: colorName(code, language) }));
  const shapeOptions = PEPPER_SHAPES.map((code) => ({ value: code, label: shapeName(code, language) }));
  const unchanged = isEdit && changes.length === 0;

  const errorText = (field: PepperField) => {
    const key = errors[field];
    return key ? message(key, serverParams) : null;
  };

  const update = (changesToValues: Partial<PepperFormValues>, validate: PepperField | null) => {
    const next = { ...values, ...changesToValues };
    setValues(next);
    if (validate) setErrors((previous) => withError(previous, validate, validateFormField(next, validate, formMode)));
    setFormError(null);
  };

  const handleBlur = (field: PepperField) => {
    setErrors((previous) => withError(previous, field, validateFormField(values, field, formMode)));
  };

  /** A source's part checked against the domain's rules; a blank row is dropped on submit, so it has none. */
  const checkSource = (sources: readonly SourceFormValues[], key: string, part: SourceField) => {
    const source = sources.find((s) => s.key === key);
    if (!source) return;
    const sourceMessage = validateSource(source)[part] ?? null;
    setSourceErrors((previous) => {
      const next = withSourceError(previous, key, part, sourceMessage);
      if (isBlankSource(source)) delete next[key];
      return next;
    });
  };

  const handleSourcesChange = (sources: SourceFormValues[], validate: { key: string; part: SourceField } | null) => {
    setValues({ ...values, sources });
    if (validate) checkSource(sources, validate.key, validate.part);
    // Rows gone from the list take their messages with them.
    setSourceErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([key]) => sources.some((s) => s.key === key))),
    );
    setSourcesError(sourcesListError(sources));
    setFormError(null);
  };

  const handleSourceBlur = (key: string, part: SourceField) => checkSource(values.sources, key, part);

  const handleShuMode = (mode: ShuMode) => {
    const next = switchShuMode(values, mode);
    setValues(next);
    // Switching an empty SHU does not complain yet; a shown message follows the new mode.
    if (errors.shu || shuTextOf(next))
      setErrors((previous) => withError(previous, 'shu', validateFormField(next, 'shu', formMode)));
  };

  const handleFileChange = (file: File | null) => {
    setImageFile(file);
    setImageError(null);
    setFormError(null);
  };

  const handleClose = () => {
    if (submittingRef.current) return;
    const dirty = isEdit ? changes.length > 0 : changedFields(emptyPepperForm(), values, imageFile !== null).length > 0;
    if (dirty && !window.confirm(t('form.unsavedChanges'))) return;
    onClose();
  };

  // The delete button may be gone with the picture: focus goes back to the picker.
  const focusImagePicker = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[data-image-choose]')?.focus());

  const handleConfirmImageDelete = async () => {
    if (imageFile) {
      setImageFile(null);
      setConfirmImageDelete(false);
      focusImagePicker();
      return;
    }
    if (!pepper?.img || deletingImage) return;
    setDeletingImage(true);
    await deletePepperImage(pepper.id);
    setDeletingImage(false);
    setConfirmImageDelete(false);
    focusImagePicker();
  };

  const refuse = (text: string) => {
    setFormError(text);
    focusFirstInvalid();
  };

  /**
   * Server field messages next to their fields; the picture's under the image area. A source's message names the
   * source by its number among those sent (`params.source`) and its part (`params.part`).
   */
  const showServerFields = (fields: Record<string, string>, params: Record<string, string>) => {
    setServerParams(params);
    const fieldErrors: FieldErrors<PepperField> = {};
    for (const field of PEPPER_FIELDS) {
      const key = fields[field];
      if (isMessageKey(key)) fieldErrors[field] = key;
    }
    setErrors(fieldErrors);
    const sourcesKey = fields.sources;
    const source = sentSources(values.sources)[Number(params.source) - 1] as SourceFormValues | undefined;
    const part = SOURCE_FIELDS.find((f) => f === params.part);
    if (isMessageKey(sourcesKey) && source && part) {
      setSourceErrors({ [source.key]: { [part]: sourcesKey } });
      setSourcesError(null);
    } else {
      setSourceErrors({});
      setSourcesError(isMessageKey(sourcesKey) ? sourcesKey : null);
    }
    const imageKey = fields.img ?? fields.image;
    if (imageKey) setImageError(message(imageKey));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second submit while one is on its way is ignored (docs/product-rules.md#states).
    if (submittingRef.current) return;
    const allErrors = validateForm(values, formMode);
    setErrors(allErrors);
    const allSourceErrors = validateSources(values.sources);
    const listError = sourcesListError(values.sources);
    setSourceErrors(allSourceErrors);
    setSourcesError(listError);
    if (missingRequired(values).length > 0) {
      refuse(message('requiredFields'));
      return;
    }
    if (hasErrors(allErrors) || Object.keys(allSourceErrors).length > 0 || listError) {
      refuse(message('invalidInput'));
      return;
    }
    if (!isEdit && !imageFile) {
      setImageError(message('imageRequired'));
      refuse(message('imageRequired'));
      return;
    }
    const fileError = imageFile ? validateImageFile(imageFile) : null;
    if (fileError) {
      refuse(message(fileError));
      return;
    }
    if (unchanged) return;

    submittingRef.current = true;
    setSubmitting(true);
    setFormError(null);
    const finish = () => {
      submittingRef.current = false;
      setSubmitting(false);
    };

    let img: string | null = null;
    if (imageFile) {
      try {
        img = await upload(imageFile);
      } catch (error) {
        finish();
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const key = error instanceof ImageUploadError ? error.fields.image : undefined;
        const timedOut = error instanceof ImageUploadError && error.timedOut;
        const text = key && isMessageKey(key) ? message(key) : timedOut ? tErrors('timeout') : t('notices.uploadFailed');
        setImageError(text);
        refuse(text);
        return;
      }
    }

    const result = pepper
      ? await updatePepper(pepper.id, updatePepperInput(values, changes, img))
      : await createPepper(createPepperInput(values, img));
    finish();
    if (result.ok) {
      onClose();
      return;
    }
    showServerFields(result.error.fields, result.error.params);
    refuse(t('notices.saveFailed'));
  };

  const textField = (
    field: PepperTextField,
    options: { multiline?: boolean; lang?: 'he' | 'en'; required?: boolean; autoFocus?: boolean; hint?: string } = {},
  ) => (
    <FormField label={t(`form.fields.${field}`)} error={errorText(field)} required={options.required} hint={options.hint}>
      {(control) => {
        const common = {
          ...control,
          name: field,
          className: 'input',
          dir: 'auto' as const,
          lang: options.lang,
          required: options.required,
          'data-autofocus': options.autoFocus || undefined,
          value: values[field],
          onBlur: () => handleBlur(field),
        };
        return options.multiline ? (
          <textarea {...common} rows={3} onChange={(event) => update({ [field]: event.target.value }, field)} />
        ) : (
          <input
            {...common}
            type="text"
            autoComplete="off"
            onChange={(event) => update({ [field]: event.target.value }, field)}
          />
        );
      }}
    </FormField>
  );

  const selectField = (field: SelectField, options: { value: string; label: string }[], required = false) => (
    <FormField label={t(`form.fields.${field}`)} error={errorText(field)} required={required}>
      {(control) => (
        <select
          {...control}
          name={field}
          className="select"
          required={required}
          value={values[field]}
          onChange={(event) => update({ [field]: event.target.value }, field)}
          onBlur={() => handleBlur(field)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  const submitLabel = submitting
    ? t('form.saving')
    : isEdit
      ? t(unchanged ? 'form.noChanges' : 'form.submitUpdate')
      : t('form.submitAdd');

  return (
    <>
      <Dialog
        title={t(isEdit ? 'form.editTitle' : 'form.addTitle')}
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
              disabled={submitting || unchanged}
              aria-busy={submitting || undefined}
            >
              {submitLabel}
            </button>
          </>
        }
      >
        <form
          id={FORM_ID}
          ref={formRef}
          className="pepper-form"
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          aria-busy={submitting || undefined}
        >
          <p className="form-field__hint">{t('form.required')}</p>

          <fieldset className="pepper-form__section" disabled={submitting}>
            <legend className="pepper-form__legend">{t('form.sections.basics')}</legend>
            {textField('name', { required: true, lang: 'en', autoFocus: true })}
            <ShuInput
              values={values}
              error={errorText('shu')}
              onModeChange={handleShuMode}
              onChange={(shuChanges) => update(shuChanges, 'shu')}
              onBlur={() => handleBlur('shu')}
            />
            {selectField(
              'group',
              [
                { value: '', label: t('form.groupPlaceholder') },
                ...PEPPER_GROUPS.map((group) => ({ value: group, label: botanicalName(group) })),
              ],
              true,
            )}
            {textField('description', { multiline: true, lang: 'en' })}
            <div className="form-grid form-grid--two">
              {selectField('country', [{ value: '', label: t('form.countryPlaceholder') }, ...countryOptions])}
              {textField('region', { lang: 'en' })}
              {textField('flavor', { lang: 'en' })}
            </div>
            {textField('uses', { multiline: true, lang: 'en' })}
          </fieldset>

          <fieldset className="pepper-form__section" disabled={submitting}>
            <legend className="pepper-form__legend">{t('form.sections.hebrew')}</legend>
            {textField('hebName', { lang: 'he' })}
            {textField('hebDescription', { multiline: true, lang: 'he' })}
            <div className="form-grid form-grid--two">
              {textField('hebRegion', { lang: 'he' })}
              {textField('hebFlavor', { lang: 'he' })}
            </div>
            {textField('hebUses', { multiline: true, lang: 'he' })}
          </fieldset>

          <fieldset className="pepper-form__section" disabled={submitting}>
            <legend className="pepper-form__legend">{t('form.sections.growing')}</legend>
            <div className="form-grid form-grid--two">
              <HeatLevelOutput shu={shuTextOf(values)} />
              {selectField(
                'difficulty',
                DIFFICULTIES.map((level) => ({ value: level, label: t(`form.difficulties.${level}`) })),
              )}
              {textField('growingTime', { hint: t('form.growingTimeHint') })}
              {selectField('color', [{ value: '', label: t('form.colorPlaceholder') }, ...colorOptions])}
              {selectField('unripeColor', [{ value: '', label: t('form.unripeColorPlaceholder') }, ...colorOptions])}
              {selectField('shape', [{ value: '', label: t('form.shapePlaceholder') }, ...shapeOptions])}
            </div>
            {textField('growingNote', { multiline: true, lang: 'en' })}
            {textField('hebGrowingNote', { multiline: true, lang: 'he' })}
          </fieldset>

          <PepperSourcesField
            sources={values.sources}
            errors={sourceErrors}
            listError={sourcesError ? message(sourcesError) : null}
            message={message}
            disabled={submitting}
            onChange={handleSourcesChange}
            onBlur={handleSourceBlur}
          />

          <PepperImagePicker
            pepper={pepper}
            file={imageFile}
            onFileChange={handleFileChange}
            onRequestDelete={() => setConfirmImageDelete(true)}
            error={imageError}
            disabled={submitting || deletingImage}
          />

          <fieldset className="pepper-form__section" disabled={submitting}>
            <legend className="pepper-form__legend">{t('form.sections.status')}</legend>
            <div className="pepper-form__flags">
              {(['isActive', 'isFeatured'] as const).map((flag) => (
                <label key={flag} className="checkbox-field">
                  <input
                    type="checkbox"
                    name={flag}
                    checked={values[flag]}
                    onChange={(event) => update({ [flag]: event.target.checked }, null)}
                  />
                  <span>{t(`form.fields.${flag}`)}</span>
                </label>
              ))}
            </div>
            <p className="form-field__hint">{t('form.statusHint')}</p>
          </fieldset>

          {isEdit && <PepperChangeSummary changes={changes} />}

          {progress !== null && (
            <div className="pepper-form__progress" role="status">
              <span>{t('form.uploading')}</span>
              <progress max={100} value={progress} aria-label={t('form.uploadProgress')} />
              <bdi dir="ltr">{progress}%</bdi>
            </div>
          )}

          {formError && (
            <p className="form-alert" role="alert">
              {formError}
            </p>
          )}
        </form>
      </Dialog>
      {confirmImageDelete && (
        <ConfirmDialog
          title={t('form.image.deleteTitle')}
          message={t(imageFile ? 'form.image.deleteChosenMessage' : 'form.image.deleteMessage')}
          confirmLabel={t('form.image.deleteConfirm')}
          busy={deletingImage}
          onConfirm={() => void handleConfirmImageDelete()}
          onCancel={() => !deletingImage && setConfirmImageDelete(false)}
        />
      )}
    </>
  );
}
