import { LIMITS } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { resources } from '@/core/i18n/resources';

/** Message keys this client translates (the account rules and the server-only account keys). */
export type FieldMessageKey = keyof (typeof resources)['en']['errors']['validation'];

/** Limits quoted by the messages. */
const LIMIT_VALUES = {
  usernameMin: LIMITS.username.min,
  usernameMax: LIMITS.username.max,
  passwordMax: LIMITS.password.max,
  nameMax: LIMITS.name.max,
  bioMax: LIMITS.bio.max,
  emailMax: LIMITS.email.max,
};

/**
 * Translates a validation message key (a domain MESSAGES key or a server-only key such as
 * emailTaken). `passwordMin` is the minimum quoted by "Password must be at least N characters long".
 * A key without a translation here (the pepper form's keys have their own, in the admin's code) reads as the
 * general "check your input" in the reader's language: never a code, never English on a Hebrew screen, and the
 * domain's English texts stay out of every public page's JavaScript.
 */
export function useFieldMessage(): (key: string, passwordMin?: number) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (key: string, passwordMin: number = LIMITS.password.min) => {
      if (i18n.exists(`validation.${key}`, { ns: 'errors' })) {
        return t(`validation.${key as FieldMessageKey}`, { ...LIMIT_VALUES, min: passwordMin });
      }
      return t('invalidInput');
    },
    [t, i18n],
  );
}

/** The one message a form shows for its field errors: 'requiredFields' wins, then the first field in order. */
export function summaryKey(errors: Partial<Record<string, string>>, order: readonly string[]): string | null {
  const present = [...order, ...Object.keys(errors)].map((field) => errors[field]).filter((key): key is string => Boolean(key));
  if (present.includes('requiredFields')) return 'requiredFields';
  return present[0] ?? null;
}
