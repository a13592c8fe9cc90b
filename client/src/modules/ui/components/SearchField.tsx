import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './icons';
import './SearchField.css';

/** Typing pauses this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchFieldProps {
  /** The search in force (usually from the URL). */
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  /** The URL parameter the search is kept in: without JavaScript the form is a plain GET form that sets it. */
  name?: string;
}

/** A search box that searches as you type (debounced) or on Enter. */
export function SearchField({ value, onSearch, label, placeholder, name }: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);

  // The search changed from outside (clear filters, back button): show it, unless it is what we typed.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== draft.trim()) setDraft(value);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === value) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = draft.trim();
    if (next !== value) onSearch(next);
  };

  return (
    <form className="search-field" role="search" onSubmit={handleSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <SearchIcon className="search-field__icon" width={18} height={18} />
      <input
        id={id}
        className="search-field__input"
        type="search"
        name={name}
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setDraft(event.target.value)}
      />
      <button className="button button--primary search-field__submit" type="submit">
        {t('actions.search')}
      </button>
    </form>
  );
}
