import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberSuggestionsDocument, PepperNameSuggestionsDocument } from '@/generated/graphql';

type Trigger = { kind: 'member' | 'pepper'; text: string; start: number; end: number };

interface Option {
  key: string;
  label: string;
  detail?: string;
  insert: string;
}

/** `@name` or `[[Pepper` right before the caret: what the writer is asking to complete. */
export function findTrigger(value: string, caret: number): Trigger | null {
  const before = value.slice(0, caret);
  const member = /(?:^|[^\p{L}\p{N}_.@-])@([A-Za-z\u05D0-\u05EA0-9_.-]{1,30})$/u.exec(before);
  if (member) return { kind: 'member', text: member[1]!, start: caret - member[1]!.length - 1, end: caret };
  const pepper = /\[\[([^[\]\n]{1,50})$/.exec(before);
  if (pepper && pepper[1]!.trim()) return { kind: 'pepper', text: pepper[1]!.trim(), start: caret - pepper[1]!.length - 2, end: caret };
  return null;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface AutocompleteTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A text box that completes `@username` (members) and `[[Pepper name` (the catalogue, English or Hebrew
 * name) from the server: a list under the box, ArrowUp/ArrowDown to move, Enter or Tab to take, Escape to close.
 */
export function AutocompleteTextarea({ value, onValueChange, textareaRef, onKeyDown, ...rest }: AutocompleteTextareaProps) {
  const { t, i18n } = useTranslation('forum');
  const listId = useId();
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const [trigger, setTrigger] = useState<Trigger | null>(null);
  const [active, setActive] = useState(0);
  const asked = useDebounced(trigger, 200);

  const members = useQuery(MemberSuggestionsDocument, {
    variables: { prefix: asked?.text ?? '', first: 6 },
    skip: asked?.kind !== 'member',
  });
  const peppers = useQuery(PepperNameSuggestionsDocument, {
    variables: { search: asked?.text ?? '' },
    skip: asked?.kind !== 'pepper',
  });

  const hebrew = i18n.language === 'he';
  const options: Option[] =
    trigger?.kind === 'member'
      ? (members.data?.memberSuggestions ?? []).map((m) => ({
          key: m.id,
          label: `@${m.username}`,
          detail: `${m.firstName} ${m.lastName}`.trim(),
          insert: `@${m.username} `,
        }))
      : trigger?.kind === 'pepper'
        ? (peppers.data?.peppers.items ?? []).map((p) => {
            const name = hebrew && p.hebName ? p.hebName : p.name;
            return { key: p.id, label: name, detail: name === p.name ? (p.hebName ?? undefined) : p.name, insert: `[[${name}]] ` };
          })
        : [];
  const open = trigger !== null && options.length > 0;
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));

  const look = (element: HTMLTextAreaElement) => {
    const next = findTrigger(element.value, element.selectionStart ?? element.value.length);
    setTrigger((previous) => (previous?.kind === next?.kind && previous?.text === next?.text && previous?.start === next?.start ? previous : next));
    setActive(0);
  };

  const choose = (option: Option) => {
    if (!trigger) return;
    const next = value.slice(0, trigger.start) + option.insert + value.slice(trigger.end);
    const caret = trigger.start + option.insert.length;
    onValueChange(next);
    setTrigger(null);
    requestAnimationFrame(() => {
      const element = ownRef.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(caret, caret);
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + options.length) % options.length);
        return;
      }
      if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === 'Tab') {
        event.preventDefault();
        choose(options[activeIndex]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        // Closes the list only, not a reply box or dialog around it.
        event.stopPropagation();
        setTrigger(null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  const setRefs = (node: HTMLTextAreaElement | null) => {
    ownRef.current = node;
    if (typeof textareaRef === 'function') textareaRef(node);
    else if (textareaRef) (textareaRef as { current: HTMLTextAreaElement | null }).current = node;
  };

  return (
    <div className="autocomplete">
      <textarea
        {...rest}
        ref={setRefs}
        value={value}
        // A multi-line text box keeps its textbox role; the list is tied to it as a textbox's autocomplete.
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${activeIndex}` : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          look(event.target);
        }}
        onKeyDown={handleKeyDown}
        onClick={(event) => look(event.currentTarget)}
        onBlur={(event) => {
          rest.onBlur?.(event);
          setTrigger(null);
        }}
      />
      {open && (
        <ul id={listId} role="listbox" className="autocomplete__list" aria-label={t(trigger.kind === 'member' ? 'composer.members' : 'composer.peppers')}>
          {options.map((option, index) => (
            <li
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="autocomplete__option"
              // Taking an option must not blur the box first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <bdi className="autocomplete__label">{option.label}</bdi>
              {option.detail && <bdi className="autocomplete__detail">{option.detail}</bdi>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
