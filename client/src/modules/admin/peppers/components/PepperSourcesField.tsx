import { SOURCE_LIMITS, SOURCE_SUPPORTS, type MessageKey, type SourceField } from '@pepper-atlas/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/modules/ui/components/FormField';
import {
  emptySource,
  moveSource,
  toggleSupport,
  type SourceErrors,
  type SourceFormValues,
} from '../utils/pepperForm';
import './PepperSourcesField.css';

type TextPart = Exclude<SourceField, 'supports'>;

/** Where focus goes once the list has been drawn again. */
type PendingFocus = { key: string; target: 'title' | 'up' | 'down' } | { key: null; target: 'add' };

export interface PepperSourcesFieldProps {
  sources: SourceFormValues[];
  /** Each row's message keys by part. */
  errors: SourceErrors;
  /** A rule of the whole list (too many sources), translated. */
  listError: string | null;
  message: (key: MessageKey) => string;
  disabled?: boolean;
  /** The new list; `validate` names the part just edited (checked on change). */
  onChange: (sources: SourceFormValues[], validate: { key: string; part: SourceField } | null) => void;
  onBlur: (key: string, part: SourceField) => void;
}

/**
 * The pepper's cited sources (issue 33), numbered as the pepper page numbers them: each one a fieldset ("Source 2")
 * with its title, publisher, address, year and the facts it supports, and buttons to move or remove it.
 */
export function PepperSourcesField({
  sources,
  errors,
  listError,
  message,
  disabled,
  onChange,
  onBlur,
}: PepperSourcesFieldProps) {
  const { t } = useTranslation('adminPeppers');
  const id = useId();
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const atMax = sources.length >= SOURCE_LIMITS.sourcesMax;
  const maxNoteId = `${id}-max`;
  const listErrorId = `${id}-error`;

  useEffect(() => {
    if (!pendingFocus) return;
    setPendingFocus(null);
    const root = rootRef.current;
    if (!root) return;
    const selector =
      pendingFocus.key === null
        ? '[data-source-add]'
        : `[data-source-key="${pendingFocus.key}"] [data-source-focus="${pendingFocus.target}"]`;
    root.querySelector<HTMLElement>(selector)?.focus();
  }, [pendingFocus]);

  const change = (index: number, changes: Partial<SourceFormValues>, part: SourceField) => {
    const source = { ...sources[index], ...changes };
    onChange(
      sources.map((s, i) => (i === index ? source : s)),
      { key: source.key, part },
    );
  };

  const add = () => {
    if (atMax) return;
    const source = emptySource();
    onChange([...sources, source], null);
    setAnnouncement('');
    setPendingFocus({ key: source.key, target: 'title' });
  };

  const remove = (index: number) => {
    const next = sources.filter((_, i) => i !== index);
    onChange(next, null);
    setAnnouncement(t('form.sources.removed', { number: index + 1 }));
    // The source that takes its place, else the one before it, else the add button.
    const focusSource = next[Math.min(index, next.length - 1)] as SourceFormValues | undefined;
    setPendingFocus(focusSource ? { key: focusSource.key, target: 'title' } : { key: null, target: 'add' });
  };

  const move = (index: number, by: -1 | 1) => {
    const next = moveSource(sources, index, by);
    const to = index + by;
    onChange(next, null);
    setAnnouncement(t('form.sources.moved', { number: to + 1 }));
    // The same button of the moved source, or the other one at either end of the list.
    const atEnd = by === -1 ? to === 0 : to === next.length - 1;
    const target = by === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
    setPendingFocus({ key: sources[index].key, target: next.length > 1 ? target : 'title' });
  };

  const textPart = (
    source: SourceFormValues,
    index: number,
    part: TextPart,
    options: { required?: boolean; type?: 'text' | 'url'; dir?: 'ltr' | 'auto'; inputMode?: 'numeric' | 'url' } = {},
  ) => {
    const key = errors[source.key]?.[part];
    return (
      <FormField label={t(`form.sources.${part}`)} error={key ? message(key) : null} required={options.required}>
        {(control) => (
          <input
            {...control}
            className="input"
            name={`sources.${index}.${part}`}
            type={options.type ?? 'text'}
            dir={options.dir ?? 'auto'}
            inputMode={options.inputMode}
            autoComplete="off"
            spellCheck={part === 'url' || part === 'year' ? false : undefined}
            required={options.required}
            data-source-focus={part === 'title' ? 'title' : undefined}
            value={source[part]}
            onChange={(event) => change(index, { [part]: event.target.value }, part)}
            onBlur={() => onBlur(source.key, part)}
          />
        )}
      </FormField>
    );
  };

  return (
    <fieldset
      ref={rootRef}
      className="pepper-form__section pepper-sources"
      disabled={disabled}
      aria-describedby={`${id}-hint`}
    >
      <legend className="pepper-form__legend">{t('form.sections.sources')}</legend>
      <p id={`${id}-hint`} className="form-field__hint">
        {t('form.sources.hint')}
      </p>

      {sources.length === 0 ? (
        <p className="pepper-sources__none">{t('form.sources.none')}</p>
      ) : (
        <ol className="pepper-sources__list">
          {sources.map((source, index) => {
            const number = index + 1;
            const supportsKey = errors[source.key]?.supports;
            const supportsErrorId = `${id}-${source.key}-supports-error`;
            return (
              <li key={source.key} className="pepper-sources__item" data-source-key={source.key}>
                <fieldset className="pepper-sources__source">
                  <legend className="pepper-sources__legend">{t('form.sources.source', { number })}</legend>
                  <div className="pepper-sources__actions">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('form.sources.moveUp', { number })}
                      data-source-focus="up"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <span aria-hidden="true">↑</span> {t('form.sources.upShort')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('form.sources.moveDown', { number })}
                      data-source-focus="down"
                      disabled={index === sources.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <span aria-hidden="true">↓</span> {t('form.sources.downShort')}
                    </button>
                    <button
                      type="button"
                      className="button button--danger-ghost button--small"
                      aria-label={t('form.sources.remove', { number })}
                      onClick={() => remove(index)}
                    >
                      {t('form.sources.removeShort')}
                    </button>
                  </div>
                  {textPart(source, index, 'title', { required: true })}
                  {textPart(source, index, 'publisher')}
                  <div className="pepper-sources__link">
                    {textPart(source, index, 'url', { type: 'url', dir: 'ltr', inputMode: 'url' })}
                    {textPart(source, index, 'year', { inputMode: 'numeric', dir: 'ltr' })}
                  </div>
                  <fieldset
                    className="pepper-sources__facts"
                    data-invalid={supportsKey ? true : undefined}
                    aria-describedby={supportsKey ? supportsErrorId : undefined}
                  >
                    <legend className="form-field__label">{t('form.sources.supports')}</legend>
                    <div className="pepper-sources__fact-list">
                      {SOURCE_SUPPORTS.map((fact) => (
                        <label key={fact} className="checkbox-field pepper-sources__fact">
                          <input
                            type="checkbox"
                            name={`sources.${index}.supports`}
                            value={fact}
                            checked={source.supports.includes(fact)}
                            aria-invalid={supportsKey ? true : undefined}
                            aria-describedby={supportsKey ? supportsErrorId : undefined}
                            onChange={(event) => {
                              const supports = toggleSupport(source.supports, fact, event.target.checked);
                              change(index, { supports }, 'supports');
                            }}
                          />
                          <span>{t(`form.sources.facts.${fact}`)}</span>
                        </label>
                      ))}
                    </div>
                    {supportsKey && (
                      <p id={supportsErrorId} className="form-field__error">
                        {message(supportsKey)}
                      </p>
                    )}
                  </fieldset>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}

      {listError && (
        <p id={listErrorId} className="form-field__error">
          {listError}
        </p>
      )}
      <div className="pepper-sources__add">
        <button
          type="button"
          className="button button--secondary"
          data-source-add
          disabled={atMax}
          aria-describedby={
            [atMax ? maxNoteId : null, listError ? listErrorId : null].filter(Boolean).join(' ') || undefined
          }
          onClick={add}
        >
          {t('form.sources.add')}
        </button>
        {atMax && (
          <p id={maxNoteId} className="form-field__hint">
            {t('form.sources.max', { max: SOURCE_LIMITS.sourcesMax })}
          </p>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
