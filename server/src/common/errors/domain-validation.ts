import { type FieldErrors, MESSAGES, type MessageKey, passwordTooShortMessage } from '@pepper-atlas/domain';
import { AppError, ErrorCode } from './app-error.js';

/** English text of a domain message key; "password too short" names the minimum in force. */
export function messageText(key: MessageKey, passwordMin?: number): string {
  return key === 'passwordTooShort' && passwordMin ? passwordTooShortMessage(passwordMin) : MESSAGES[key];
}

/**
 * Throws the domain validator's findings as BAD_USER_INPUT: `fields` holds message keys the client
 * translates, the message is the English text of the first one.
 */
export function assertValid(errors: FieldErrors<string>, options: { passwordMin?: number } = {}): void {
  const entries = Object.entries(errors).filter((entry): entry is [string, MessageKey] => Boolean(entry[1]));
  if (entries.length === 0) return;
  const first = entries.find(([, key]) => key === 'requiredFields') ?? entries[0];
  const tooShort = entries.some(([, key]) => key === 'passwordTooShort');
  throw new AppError(ErrorCode.BAD_USER_INPUT, messageText(first[1], options.passwordMin), {
    fields: Object.fromEntries(entries),
    ...(tooShort && options.passwordMin ? { passwordMin: options.passwordMin } : {}),
  });
}
