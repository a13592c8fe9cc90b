import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import { ContentPepperSearchDocument } from '@/generated/graphql';
import { SEARCH_DEBOUNCE_MS } from '@/modules/ui/components/SearchField';
import { addPepper, MAX_RECIPE_PEPPERS, movePepper, type PickedPepper } from '../utils/contentForm';

export interface RecipePepperPickerProps {
  peppers: readonly PickedPepper[];
  onChange: (peppers: PickedPepper[]) => void;
  /** Translated message of the pepper list (too many, unknown), shown under it. */
  error: string | null;
  disabled?: boolean;
}

/**
 * The peppers a recipe links, in the recipe's order: a search (names, as typed, a moment after typing stops) lists
 * matches to add, and the chosen ones are chips, each movable earlier or later (the recipe's order) and removable; at
 * most MAX_RECIPE_PEPPERS.
 */
export function RecipePepperPicker({ peppers, onChange, error, disabled }: RecipePepperPickerProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const full = peppers.length >= MAX_RECIPE_PEPPERS;

  useEffect(() => {
    const next = draft.trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, search]);

  const { data, previousData, loading } = useQuery(ContentPepperSearchDocument, {
    variables: { search },
    skip: search === '',
  });
  const matches = search === '' ? [] : ((data ?? previousData)?.peppers.items ?? []);
  const nameOf = (pepper: PickedPepper) => (language === 'he' && pepper.hebName) || pepper.name;
  // The list reads in the page's direction: earlier is to the right in Hebrew.
  const [earlierArrow, laterArrow] = language === 'he' ? ['→', '←'] : ['←', '→'];

  // Enter in the search never submits the form: it adds the only match, if there is one.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (matches.length === 1 && !full) add(matches[0]!);
  };

  const add = (pepper: PickedPepper) => {
    onChange(addPepper(peppers, pepper));
    setDraft('');
    setSearch('');
  };

  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  return (
    <fieldset className="content-form__section" disabled={disabled}>
      <legend className="content-form__legend">{t('content.form.sections.peppers')}</legend>
      <div className="form-field" data-invalid={Boolean(error) || undefined}>
        <label className="form-field__label" htmlFor={id}>
          {t('content.form.peppers.search')}
        </label>
        <input
          id={id}
          className="input"
          type="search"
          name="pepperSearch"
          autoComplete="off"
          placeholder={t('content.form.peppers.placeholder')}
          value={draft}
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={[countId, error && errorId].filter(Boolean).join(' ')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <p id={countId} className="form-field__hint">
          {full
            ? t('content.form.peppers.full', { max: MAX_RECIPE_PEPPERS })
            : t('content.form.peppers.count', { count: peppers.length, max: MAX_RECIPE_PEPPERS })}
        </p>
        {error && (
          <p id={errorId} className="form-field__error">
            {error}
          </p>
        )}
      </div>

      {search !== '' && !full && (
        <div className="content-pepper-results" aria-live="polite">
          {matches.length > 0 ? (
            <ul className="content-pepper-results__list" aria-label={t('content.form.peppers.results')}>
              {matches.map((pepper) => {
                const chosen = peppers.some((p) => p.id === pepper.id);
                return (
                  <li key={pepper.id}>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={chosen}
                      onClick={() => add(pepper)}
                      aria-label={t('content.form.peppers.add', { name: nameOf(pepper) })}
                    >
                      <span dir="auto">{nameOf(pepper)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="form-field__hint">{t(loading ? 'content.form.peppers.searching' : 'content.form.peppers.noResults')}</p>
          )}
        </div>
      )}

      {peppers.length > 0 ? (
        <ol className="content-pepper-chips" aria-label={t('content.form.peppers.chosen')}>
          {peppers.map((pepper, index) => (
            <li key={pepper.id} className="content-pepper-chip">
              {index > 0 && (
                <button
                  type="button"
                  className="content-pepper-chip__button"
                  aria-label={t('content.form.peppers.moveEarlier', { name: nameOf(pepper) })}
                  onClick={() => onChange(movePepper(peppers, index, -1))}
                >
                  <span aria-hidden="true">{earlierArrow}</span>
                </button>
              )}
              <span dir="auto">{nameOf(pepper)}</span>
              {index < peppers.length - 1 && (
                <button
                  type="button"
                  className="content-pepper-chip__button"
                  aria-label={t('content.form.peppers.moveLater', { name: nameOf(pepper) })}
                  onClick={() => onChange(movePepper(peppers, index, 1))}
                >
                  <span aria-hidden="true">{laterArrow}</span>
                </button>
              )}
              <button
                type="button"
                className="content-pepper-chip__button"
                aria-label={t('content.form.peppers.remove', { name: nameOf(pepper) })}
                onClick={() => onChange(peppers.filter((p) => p.id !== pepper.id))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="form-field__hint">{t('content.form.peppers.none')}</p>
      )}
    </fieldset>
  );
}
