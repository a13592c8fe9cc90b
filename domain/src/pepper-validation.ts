/**
 * The pepper form's rules, shared by the server and the admin form. Kept apart from validation.ts so
 * that the pages that validate only sign-in, profile or forum input do not load the country and
 * growing-time rules (the public pages' JS budget).
 */
import { parsePodColors, pepperColor, pepperShape } from './appearance-parse.js';
import { countryCode } from './country-codes.js';
import { normalizeDifficulty } from './difficulty.js';
import { normalizeGroup } from './groups.js';
import { normalizeHeatLevel } from './heat.js';
import { LIMITS } from './limits.js';
import type { MessageKey } from './messages.js';
import { parseGrowingTime } from './growing.js';
import { parseShu } from './shu.js';
import { normalizeText } from './text.js';
import { charCount } from './util.js';
import { directionError, type FieldErrors, isBlank } from './validation.js';

// ---------------------------------------------------------------- pepper

export const PEPPER_FIELDS = [
  'name',
  'shu',
  'group',
  'description',
  'hebName',
  'hebDescription',
  'origin',
  'hebOrigin',
  'country',
  'region',
  'hebRegion',
  'flavor',
  'hebFlavor',
  'uses',
  'hebUses',
  'heatLevel',
  'growingTime',
  'growingNote',
  'hebGrowingNote',
  'difficulty',
  'color',
  'unripeColor',
  'shape',
] as const;
export type PepperField = (typeof PEPPER_FIELDS)[number];

/** Empty required fields trigger the 'Please fill in all required fields' alert on submit. */
export const PEPPER_REQUIRED_FIELDS = ['name', 'shu', 'group'] as const satisfies readonly PepperField[];

export interface PepperFieldsInput {
  name?: string | null;
  shu?: string | number | null;
  group?: string | null;
  description?: string | null;
  hebName?: string | null;
  hebDescription?: string | null;
  origin?: string | null;
  hebOrigin?: string | null;
  /** An ISO code or a country name in English or Hebrew. */
  country?: string | null;
  region?: string | null;
  hebRegion?: string | null;
  flavor?: string | null;
  hebFlavor?: string | null;
  /** What the pepper is used for in the kitchen. */
  uses?: string | null;
  hebUses?: string | null;
  heatLevel?: string | null;
  growingTime?: string | null;
  /** A short note on growing it. */
  growingNote?: string | null;
  hebGrowingNote?: string | null;
  difficulty?: string | null;
  /** A colour from the vocabulary (code or name in either language), or a change such as "Green to red". */
  color?: string | null;
  unripeColor?: string | null;
  shape?: string | null;
}

/** Optional free-text fields and their maxima. */
const PEPPER_TEXT_MAX = {
  description: [LIMITS.pepper.descriptionMax, 'descriptionTooLong'],
  hebName: [LIMITS.pepper.hebNameMax, 'hebNameTooLong'],
  hebDescription: [LIMITS.pepper.hebDescriptionMax, 'hebDescriptionTooLong'],
  origin: [LIMITS.pepper.originMax, 'originTooLong'],
  hebOrigin: [LIMITS.pepper.originMax, 'hebOriginTooLong'],
  region: [LIMITS.pepper.originMax, 'regionTooLong'],
  hebRegion: [LIMITS.pepper.originMax, 'hebRegionTooLong'],
  flavor: [LIMITS.pepper.flavorMax, 'flavorTooLong'],
  hebFlavor: [LIMITS.pepper.flavorMax, 'hebFlavorTooLong'],
  uses: [LIMITS.pepper.usesMax, 'usesTooLong'],
  hebUses: [LIMITS.pepper.usesMax, 'hebUsesTooLong'],
  growingNote: [LIMITS.pepper.growingNoteMax, 'growingNoteTooLong'],
  hebGrowingNote: [LIMITS.pepper.growingNoteMax, 'hebGrowingNoteTooLong'],
  color: [LIMITS.pepper.colorMax, 'colorTooLong'],
  shape: [LIMITS.pepper.shapeMax, 'shapeTooLong'],
} as const satisfies Partial<Record<PepperField, readonly [number, MessageKey]>>;

/** Pepper text shown as paragraphs; the other text fields are single lines. */
const PEPPER_MULTILINE: ReadonlySet<PepperField> = new Set(['description', 'hebDescription']);

/**
 * Adding a pepper and editing one word a missing required field differently (the add-pepper copy
 * against the form's table, docs/validation.md): 'add' when there is no stored pepper yet.
 */
export type PepperFormMode = 'add' | 'edit';

const ADD_REQUIRED_MESSAGES: Partial<Record<MessageKey, MessageKey>> = {
  nameRequired: 'pepperNameRequired',
  shuRequired: 'heatUnitsRequired',
  groupRequired: 'pepperGroupRequired',
};

/**
 * One pepper field's first failing rule, or null (for validation on change and on blur).
 * Lengths are measured on the normalised text (see normalizeText). Group, heat level and difficulty accept the
 * spelling variants their normalisers accept; store the normalised value.
 */
export function validatePepperField(field: PepperField, value: unknown, mode: PepperFormMode = 'edit'): MessageKey | null {
  const key = pepperFieldRule(field, value);
  return (mode === 'add' && key && ADD_REQUIRED_MESSAGES[key]) || key;
}

function pepperFieldRule(field: PepperField, value: unknown): MessageKey | null {
  switch (field) {
    case 'name': {
      const name = normalizeText(value);
      const n = charCount(name);
      if (n === 0) return 'nameRequired';
      if (directionError(name)) return 'directionControlsNotAllowed';
      if (n < LIMITS.pepper.nameMin) return 'nameTooShort';
      if (n > LIMITS.pepper.nameMax) return 'nameTooLong';
      return null;
    }
    case 'shu':
      if (typeof value === 'number') return parseShu(value) ? null : 'shuInvalid';
      if (isBlank(value)) return 'shuRequired';
      return typeof value === 'string' && parseShu(value) ? null : 'shuInvalid';
    case 'group':
      if (isBlank(value)) return 'groupRequired';
      return normalizeGroup(value) ? null : 'groupInvalid';
    case 'heatLevel':
      return isBlank(value) || normalizeHeatLevel(value) ? null : 'heatLevelInvalid';
    case 'difficulty':
      return isBlank(value) || normalizeDifficulty(value) ? null : 'difficultyInvalid';
    case 'country':
      return isBlank(value) || countryCode(normalizeText(value)) ? null : 'countryUnknown';
    case 'color':
    case 'shape': {
      const text = normalizeText(value);
      const [max, tooLong] = PEPPER_TEXT_MAX[field];
      const direction = directionError(text);
      if (direction) return direction;
      if (charCount(text) > max) return tooLong;
      if (text === '') return null;
      if (field === 'color') return parsePodColors(text) ? null : 'colorUnknown';
      return pepperShape(text) ? null : 'shapeUnknown';
    }
    case 'unripeColor':
      return isBlank(value) || pepperColor(normalizeText(value)) ? null : 'colorUnknown';
    case 'growingTime': {
      const text = normalizeText(value);
      if (directionError(text)) return 'directionControlsNotAllowed';
      if (charCount(text) > LIMITS.pepper.growingTimeMax) return 'growingTimeTooLong';
      return text === '' || parseGrowingTime(text) ? null : 'growingTimeInvalid';
    }
    default: {
      const [max, key] = PEPPER_TEXT_MAX[field];
      const text = normalizeText(value);
      return directionError(text, PEPPER_MULTILINE.has(field) ? 'multiline' : 'line') ?? (charCount(text) > max ? key : null);
    }
  }
}

/** All pepper fields: the first failing rule per field; {} when valid. */
export function validatePepper(input: PepperFieldsInput, mode: PepperFormMode = 'edit'): FieldErrors<PepperField> {
  const errors: FieldErrors<PepperField> = {};
  for (const field of PEPPER_FIELDS) {
    const key = validatePepperField(field, input[field], mode);
    if (key) errors[field] = key;
  }
  return errors;
}

/** Required pepper fields that are empty (name, shu, group), in form order. */
export function missingRequiredPepperFields(input: PepperFieldsInput): PepperField[] {
  return PEPPER_REQUIRED_FIELDS.filter((f) => isBlank(input[f]));
}

// ---------------------------------------------------------------- image

export type ImageSizeNotice = 'tooLarge' | 'warning' | 'compress';

/**
 * Size notice of a chosen image: over maxBytes it is refused; over 5 MB a non-blocking
 * warning; over 1 MB a note that it will be compressed; otherwise null.
 */
export function imageSizeNotice(bytes: number): ImageSizeNotice | null {
  if (bytes > LIMITS.image.maxBytes) return 'tooLarge';
  if (bytes > LIMITS.image.warnBytes) return 'warning';
  if (bytes > LIMITS.image.compressNoteBytes) return 'compress';
  return null;
}

/** Blocking image checks: any image MIME type is accepted, up to LIMITS.image.maxBytes. */
export function validateImageFile(file: { size: number; type: string }): MessageKey | null {
  if (typeof file.type !== 'string' || !/^image\/[\w.+-]+$/i.test(file.type.trim())) return 'imageInvalidType';
  if (!(file.size >= 0) || file.size > LIMITS.image.maxBytes) return 'imageTooLarge';
  return null;
}

// ---------------------------------------------------------------- accounts

