/**
 * Validators shared by the server (request validation) and the client (form rules). They return
 * message keys (see messages.ts), never texts, and never throw. Field-level validators report
 * the first failing rule of each field; an empty object means valid.
 */

import { cleanDescriptionLines, isReportType, isTopicCategory } from './forum.js';
import { LIMITS } from './limits.js';
import type { MessageKey } from './messages.js';
import { hasDirectionControls, normalizeText, type TextKind } from './text.js';
import { charCount } from './util.js';

export { charCount };

/** Field errors: the first failing rule's message key per field. */
export type FieldErrors<F extends string = string> = Partial<Record<F, MessageKey>>;

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some((v) => v !== undefined);
}

/**
 * The one message to show when a form shows a single error (sign in, sign up, new topic):
 * "Please fill in all required fields" wins, then the first field in `order` with an error.
 */
export function firstError<F extends string>(errors: FieldErrors<F>, order: readonly F[]): MessageKey | null {
  const present = order.map((f) => errors[f]).filter((k): k is MessageKey => k !== undefined);
  if (present.includes('requiredFields')) return 'requiredFields';
  return present[0] ?? null;
}

export function isBlank(value: unknown): boolean {
  return normalizeText(value) === '';
}

/** The direction-control rule of free text (see text.ts): single-line fields refuse them all. */
export function directionError(text: string, kind: TextKind = 'line'): MessageKey | null {
  return hasDirectionControls(text, kind) ? 'directionControlsNotAllowed' : null;
}

/**
 * Pragmatic address check: one "@", no spaces, a dotted domain, at most 254 characters, no
 * invisible format characters (a zero-width space would make a look-alike of another address).
 */
const EMAIL_RE = /^[^\s@\p{Cf}]+@[^\s@.\p{Cf}]+(\.[^\s@.\p{Cf}]+)+$/u;

export function isValidEmail(email: unknown): boolean {
  if (typeof email !== 'string') return false;
  const s = email.trim();
  return s.length <= LIMITS.email.max && EMAIL_RE.test(s);
}

function emailError(email: string): MessageKey | null {
  if (charCount(email) > LIMITS.email.max) return 'emailTooLong';
  return directionError(email) ?? (isValidEmail(email) ? null : 'emailInvalid');
}

/** A first or last name that is not empty: a single line, at most LIMITS.name.max characters. */
function nameError(name: string, tooLong: MessageKey): MessageKey | null {
  return directionError(name) ?? (charCount(name) > LIMITS.name.max ? tooLong : null);
}

function usernameError(username: string): MessageKey | null {
  if (directionError(username)) return 'directionControlsNotAllowed';
  const n = charCount(username);
  if (n < LIMITS.username.min) return 'usernameTooShort';
  if (n > LIMITS.username.max) return 'usernameTooLong';
  return LIMITS.username.pattern.test(username) ? null : 'usernameInvalid';
}

/**
 * Password rules; passwords are not trimmed. `minLength` defaults to 6 (docs/product-rules.md#validation); pass
 * effectivePasswordMin(setting) when the admin setting raises it.
 */
export function validatePassword(pw: unknown, minLength: number = LIMITS.password.min): MessageKey | null {
  if (typeof pw !== 'string' || pw === '') return 'requiredFields';
  const n = charCount(pw);
  if (n < minLength) return 'passwordTooShort';
  if (n > LIMITS.password.max) return 'passwordTooLong';
  return null;
}

export const SIGN_UP_FIELDS = ['username', 'email', 'password', 'confirmPassword', 'firstName', 'lastName'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

export interface SignUpInput {
  username?: string | null;
  email?: string | null;
  password?: string | null;
  /** Compared only when given: the server's registration payload has no confirmation. */
  confirmPassword?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Sign-up rules: all but confirmPassword required; confirmation must equal the password. */
export function validateSignUp(input: SignUpInput, minLength: number = LIMITS.password.min): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  const username = normalizeText(input.username);
  const email = normalizeText(input.email);
  const firstName = normalizeText(input.firstName);
  const lastName = normalizeText(input.lastName);

  const u = username ? usernameError(username) : 'requiredFields';
  if (u) errors.username = u;
  const e = email ? emailError(email) : 'requiredFields';
  if (e) errors.email = e;
  const p = validatePassword(input.password ?? '', minLength);
  if (p) errors.password = p;
  if (input.confirmPassword !== undefined && (input.confirmPassword ?? '') !== (input.password ?? '')) {
    errors.confirmPassword = 'passwordsDoNotMatch';
  }
  const f = firstName ? nameError(firstName, 'firstNameTooLong') : 'requiredFields';
  if (f) errors.firstName = f;
  const l = lastName ? nameError(lastName, 'lastNameTooLong') : 'requiredFields';
  if (l) errors.lastName = l;
  return errors;
}

export const SIGN_IN_FIELDS = ['email', 'password'] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

/** Sign in (and admin login): email and password are required; nothing else is checked. */
export function validateSignIn(input: { email?: string | null; password?: string | null }): FieldErrors<SignInField> {
  const errors: FieldErrors<SignInField> = {};
  if (isBlank(input.email)) errors.email = 'requiredFields';
  if (typeof input.password !== 'string' || input.password === '') errors.password = 'requiredFields';
  return errors;
}

export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type ChangePasswordField = (typeof CHANGE_PASSWORD_FIELDS)[number];

/** Change password: current required, new password rules, confirmation (when given) must match. */
export function validateChangePassword(
  input: { currentPassword?: string | null; newPassword?: string | null; confirmPassword?: string | null },
  minLength: number = LIMITS.password.min,
): FieldErrors<ChangePasswordField> {
  const errors: FieldErrors<ChangePasswordField> = {};
  if (typeof input.currentPassword !== 'string' || input.currentPassword === '') errors.currentPassword = 'requiredFields';
  const p = validatePassword(input.newPassword ?? '', minLength);
  if (p) errors.newPassword = p;
  if (input.confirmPassword !== undefined && (input.confirmPassword ?? '') !== (input.newPassword ?? '')) {
    errors.confirmPassword = 'passwordsDoNotMatch';
  }
  return errors;
}

export const PROFILE_FIELDS = ['username', 'email', 'firstName', 'lastName', 'bio'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * Profile update (partial): only fields that are present (not undefined) are checked.
 * Username, email and names may not be cleared; bio may be empty.
 */
export function validateProfile(input: Partial<Record<ProfileField, string | null>>): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (input.username !== undefined) {
    const v = normalizeText(input.username);
    const k = v ? usernameError(v) : 'requiredFields';
    if (k) errors.username = k;
  }
  if (input.email !== undefined) {
    const v = normalizeText(input.email);
    const k = v ? emailError(v) : 'requiredFields';
    if (k) errors.email = k;
  }
  for (const [field, key] of [
    ['firstName', 'firstNameTooLong'],
    ['lastName', 'lastNameTooLong'],
  ] as const) {
    if (input[field] === undefined) continue;
    const v = normalizeText(input[field]);
    const k = v ? nameError(v, key) : 'requiredFields';
    if (k) errors[field] = k;
  }
  if (input.bio !== undefined) {
    const bio = normalizeText(input.bio);
    const k = directionError(bio, 'multiline') ?? (charCount(bio) > LIMITS.bio.max ? 'bioTooLong' : null);
    if (k) errors.bio = k;
  }
  return errors;
}

// ---------------------------------------------------------------- forum

export const TOPIC_FIELDS = ['title', 'subject', 'description', 'category'] as const;
export type TopicField = (typeof TOPIC_FIELDS)[number];

export interface TopicInput {
  title?: string | null;
  subject?: string | null;
  /** Lines as typed; blank lines are ignored (see cleanDescriptionLines). */
  description?: readonly string[] | string | null;
  /** Optional; when given it must be one of TOPIC_CATEGORIES. */
  category?: string | null;
}

/**
 * New or edited topic: title and subject required (the author is the signed-in user), lengths,
 * at most 20 non-blank description lines of at most 2000 characters each, a known category.
 */
export function validateTopic(input: TopicInput): FieldErrors<TopicField> {
  const errors: FieldErrors<TopicField> = {};
  const title = normalizeText(input.title);
  if (!title) errors.title = 'requiredFields';
  else if (directionError(title)) errors.title = 'directionControlsNotAllowed';
  else if (charCount(title) > LIMITS.topic.titleMax) errors.title = 'titleTooLong';
  const subject = normalizeText(input.subject);
  if (!subject) errors.subject = 'requiredFields';
  else if (directionError(subject)) errors.subject = 'directionControlsNotAllowed';
  else if (charCount(subject) > LIMITS.topic.subjectMax) errors.subject = 'subjectTooLong';
  const lines = cleanDescriptionLines(input.description);
  if (lines.length > LIMITS.topic.descriptionLinesMax) errors.description = 'descriptionTooManyLines';
  else if (lines.some((l) => directionError(l, 'multiline'))) errors.description = 'directionControlsNotAllowed';
  else if (lines.some((l) => charCount(l) > LIMITS.topic.descriptionLineMax)) errors.description = 'descriptionLineTooLong';
  if (!isBlank(input.category) && !isTopicCategory(normalizeText(input.category))) errors.category = 'categoryInvalid';
  return errors;
}

/** A comment: nothing visible is refused (the post button stays disabled), max 5000. */
export function validateComment(text: unknown): MessageKey | null {
  const t = normalizeText(typeof text === 'string' ? text : '');
  if (!t) return 'commentEmpty';
  return directionError(t, 'multiline') ?? (charCount(t) > LIMITS.comment.textMax ? 'commentTooLong' : null);
}

export const REPORT_FIELDS = ['type', 'description'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];

/** A report needs a known type and a text of at most 1000 characters. */
export function validateReport(input: { type?: string | null; description?: string | null }): FieldErrors<ReportField> {
  const errors: FieldErrors<ReportField> = {};
  if (!isReportType(input.type)) errors.type = 'reportTypeInvalid';
  const d = normalizeText(input.description);
  if (!d) errors.description = 'reportDescriptionRequired';
  else if (directionError(d, 'multiline')) errors.description = 'directionControlsNotAllowed';
  else if (charCount(d) > LIMITS.report.descriptionMax) errors.description = 'reportDescriptionTooLong';
  return errors;
}
