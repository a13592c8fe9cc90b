import { useLayoutEffect, type RefObject } from 'react';

/**
 * What a reader typed into a form the server drew, before its page hydrated. React leaves that text on the screen while
 * it hydrates but not in the state of the form, whose next render would then wipe it (and send the form empty). Read
 * once, when the form mounts (before the browser paints again): each named field's text, for the form to adopt.
 */
export function useTypedBeforeHydration<Name extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  names: readonly Name[],
  adopt: (typed: Partial<Record<Name, string>>) => void,
): void {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<Name, string>> = {};
    let any = false;
    for (const name of names) {
      const field = form.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== '') {
        typed[name] = field.value;
        any = true;
      }
    }
    if (any) adopt(typed);
    // Once, on mount: only the server's HTML can hold text that the state does not.
  }, []);
}
