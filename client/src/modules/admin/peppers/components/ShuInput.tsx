import { LIMITS } from '@pepper-atlas/domain';
import { useId, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PepperFormValues, ShuMode } from '../utils/pepperForm';

type ShuValues = Pick<PepperFormValues, 'shu' | 'shuMode' | 'shuMin' | 'shuMax'>;

export interface ShuInputProps {
  values: ShuValues;
  /** Translated error text. */
  error: string | null;
  disabled?: boolean;
  onModeChange: (mode: ShuMode) => void;
  onChange: (changes: Partial<Pick<PepperFormValues, 'shu' | 'shuMin' | 'shuMax'>>) => void;
  onBlur: () => void;
}

/**
 * SHU as one value ("5000", "100000+") or as a range of two numbers from 0 up, sent as "min-max".
 * The mode is a pair of radio buttons, so arrow keys switch it.
 */
/** The examples go in as markers, then come out as isolated left-to-right text: "100000+" stays so in Hebrew. */
const EXAMPLES = { single: '5000', open: '100000+' } as const;
const EXAMPLE_SLOTS = { single: '\u0000single\u0000', open: '\u0000open\u0000' };

function withExamples(text: string) {
  return text.split('\u0000').map((part, index) =>
    index % 2 === 1 && part in EXAMPLES ? (
      <bdi key={index} dir="ltr">
        {EXAMPLES[part as keyof typeof EXAMPLES]}
      </bdi>
    ) : (
      part
    ),
  );
}

export function ShuInput({ values, error, disabled, onModeChange, onChange, onBlur }: ShuInputProps) {
  const { t } = useTranslation('adminPeppers');
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const invalid = error ? true : undefined;

  // Blur of the whole control, not of one of its inputs on the way to the other.
  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };

  return (
    <fieldset className="pepper-form__shu" data-invalid={invalid} disabled={disabled} onBlur={handleBlur}>
      <legend id={legendId} className="form-field__label" data-required>
        {t('form.fields.shu')}
      </legend>
      <div className="pepper-form__shu-modes" role="radiogroup" aria-label={t('form.shu.mode')}>
        {(['single', 'range'] as const).map((mode) => (
          <label key={mode} className="pepper-form__shu-mode">
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={values.shuMode === mode}
              onChange={() => onModeChange(mode)}
            />
            <span>{t(`form.shu.${mode}`)}</span>
          </label>
        ))}
      </div>
      {values.shuMode === 'single' ? (
        <input
          className="input pepper-form__shu-single"
          name="shu"
          type="text"
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          required
          aria-labelledby={legendId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          value={values.shu}
          onChange={(event) => onChange({ shu: event.target.value })}
        />
      ) : (
        <div className="pepper-form__shu-range">
          <label className="pepper-form__shu-end">
            <span>{t('form.shu.min')}</span>
            <input
              className="input"
              name="shuMin"
              type="number"
              inputMode="numeric"
              min={LIMITS.pepper.shuMin}
              step={1}
              dir="ltr"
              required
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={values.shuMin}
              onChange={(event) => onChange({ shuMin: event.target.value })}
            />
          </label>
          <span className="pepper-form__shu-dash" aria-hidden="true">
            –
          </span>
          <label className="pepper-form__shu-end">
            <span>{t('form.shu.max')}</span>
            <input
              className="input"
              name="shuMax"
              type="number"
              inputMode="numeric"
              min={LIMITS.pepper.shuMin}
              step={1}
              dir="ltr"
              required
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={values.shuMax}
              onChange={(event) => onChange({ shuMax: event.target.value })}
            />
          </label>
        </div>
      )}
      <p id={hintId} className="form-field__hint">
        {values.shuMode === 'single' ? withExamples(t('form.shu.singleHint', EXAMPLE_SLOTS)) : t('form.shu.rangeHint')}
      </p>
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
