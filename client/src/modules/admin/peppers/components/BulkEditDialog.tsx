import {
  colorName,
  DIFFICULTIES,
  PEPPER_COLORS,
  PEPPER_GROUPS,
  botanicalName,
  PEPPER_SHAPES,
  shapeName,
  type Difficulty,
  type PepperGroup,
} from '@pepper-atlas/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import type { AdminPepperFieldsFragment, PepperFilterInput, PepperPatchInput } from '@/generated/graphql';
import { Dialog } from '@/modules/ui/components/Dialog';
import { FormField } from '@/modules/ui/components/FormField';
import { difficultyValue, groupValue } from '@/modules/peppers/utils/vocabulary';
import { useBulkUpdatePeppers } from '../hooks/useBulkUpdatePeppers';
import { useCountryOptions } from '../hooks/useCountryOptions';
import { usePepperDisplayName } from '../hooks/usePepperDisplayName';
import { usePepperFieldMessage } from '../hooks/usePepperFieldMessage';

/** How many chosen peppers the dialog names before "and N more". */
const NAMED = 5;

const FIELDS = ['group', 'difficulty', 'country', 'color', 'unripeColor', 'shape', 'isFeatured', 'isActive'] as const;
type Field = (typeof FIELDS)[number];

/** '' keeps a field as it is; NONE clears it (the optional fields). */
const KEEP = '';
const NONE = '-';

export interface BulkEditDialogProps {
  /** The selected peppers; or, with `matching`, none (every pepper the filter matches changes). */
  peppers: readonly AdminPepperFieldsFragment[];
  /** Every pepper the admin list's filter matches: the server resolves the filter, `count` is the one on screen. */
  matching?: { filter: PepperFilterInput; count: number };
  onClose: (changed: boolean) => void;
}

/**
 * Sets the same fields on every selected pepper in one step: each field starts as "Keep as is"; the dialog names the
 * peppers it will change (the first five and how many more), and the notice after it offers "Undo".
 */
export function BulkEditDialog({ peppers, matching, onClose }: BulkEditDialogProps) {
  const { t } = useTranslation('adminPeppers');
  const { language } = useLanguage();
  const displayName = usePepperDisplayName();
  const message = usePepperFieldMessage();
  const countryOptions = useCountryOptions();
  const bulkUpdate = useBulkUpdatePeppers();
  const [values, setValues] = useState<Record<Field, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, KEEP])) as Record<Field, string>);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const options: Record<Field, { value: string; label: string }[]> = {
    group: PEPPER_GROUPS.map((group) => ({ value: group, label: botanicalName(group) })),
    difficulty: DIFFICULTIES.map((level) => ({ value: level, label: t(`form.difficulties.${level}`) })),
    country: [{ value: NONE, label: t('form.countryPlaceholder') }, ...countryOptions],
    color: [{ value: NONE, label: t('form.colorPlaceholder') }, ...PEPPER_COLORS.map((c) => ({ value: c, label: colorName(c, language) }))],
    unripeColor: [
      { value: NONE, label: t('form.unripeColorPlaceholder') },
      ...PEPPER_COLORS.map((c) => ({ value: c, label: colorName(c, language) })),
    ],
    shape: [{ value: NONE, label: t('form.shapePlaceholder') }, ...PEPPER_SHAPES.map((s) => ({ value: s, label: shapeName(s, language) }))],
    isFeatured: [
      { value: 'true', label: t('bulkEdit.yes') },
      { value: 'false', label: t('bulkEdit.no') },
    ],
    isActive: [
      { value: 'true', label: t('bulkEdit.yes') },
      { value: 'false', label: t('bulkEdit.no') },
    ],
  };

  const patch = (): PepperPatchInput => {
    const result: PepperPatchInput = {};
    for (const field of FIELDS) {
      const value = values[field];
      if (value === KEEP) continue;
      const cleared = value === NONE ? null : value;
      if (field === 'group') result.group = groupValue(value as PepperGroup);
      else if (field === 'difficulty') result.difficulty = difficultyValue(value as Difficulty);
      else if (field === 'isFeatured' || field === 'isActive') result[field] = value === 'true';
      else result[field] = cleared;
    }
    return result;
  };
  const changes = Object.keys(patch()).length;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (changes === 0) {
      setError(t('bulkEdit.nothing'));
      return;
    }
    setBusy(true);
    const result = await bulkUpdate(
      matching ? { filter: matching.filter, expectedCount: matching.count } : { ids: peppers.map((pepper) => pepper.id) },
      patch(),
    );
    setBusy(false);
    if (result.ok) {
      onClose(true);
      return;
    }
    if (result.error?.code === 'CONFLICT' && result.error.params.count) {
      setError(t('bulkEdit.countChanged', { count: Number(result.error.params.count) }));
      return;
    }
    if (result.error?.code === 'CONFLICT' && result.error.params.reason === 'busy') {
      setError(t('busy', { ns: 'errors' }));
      return;
    }
    const key = result.error && Object.values(result.error.fields)[0];
    setError(key ? message(key, result.error?.params) : t('notices.actionFailed'));
  };

  const count = matching ? matching.count : peppers.length;
  const named = peppers.slice(0, NAMED).map(displayName);
  const more = peppers.length - named.length;
  const formId = 'bulk-edit-form';

  return (
    <Dialog
      title={t('bulkEdit.title', { count })}
      onClose={() => !busy && onClose(false)}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={() => onClose(false)} disabled={busy}>
            {t('bulkEdit.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {busy ? t('form.saving') : t('bulkEdit.apply', { count })}
          </button>
        </>
      }
    >
      <form id={formId} className="bulk-edit" onSubmit={(event) => void handleSubmit(event)} noValidate>
        {matching ? (
          <p className="bulk-edit__targets">{t('bulkEdit.matching', { count })}</p>
        ) : (
          <p className="bulk-edit__targets">
            {t('bulkEdit.targets', { names: named.join(', ') })}
            {more > 0 ? ` ${t('bulkEdit.more', { count: more })}` : '.'}
          </p>
        )}
        <div className="form-grid form-grid--two">
          {FIELDS.map((field) => (
            <FormField key={field} label={t(`form.fields.${field}`)}>
              {(control) => (
                <select
                  {...control}
                  name={field}
                  className="select"
                  value={values[field]}
                  onChange={(event) => {
                    setError(null);
                    setValues((previous) => ({ ...previous, [field]: event.target.value }));
                  }}
                >
                  <option value={KEEP}>{t('bulkEdit.keep')}</option>
                  {options[field].map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
        </div>
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
