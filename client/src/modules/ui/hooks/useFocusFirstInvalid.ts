import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused submit, moves focus to the form's first invalid control. Call the returned
 * function when the submit was refused (by the rules or by the server).
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  const lastAttempt = useRef(0);
  useEffect(() => {
    if (attempt === lastAttempt.current) return;
    lastAttempt.current = attempt;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formRef]);
  return () => setAttempt((n) => n + 1);
}
