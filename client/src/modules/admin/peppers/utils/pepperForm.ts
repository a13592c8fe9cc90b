import {
  DEFAULT_DIFFICULTY,
  DEFAULT_GROUP,
  missingRequiredPepperFields,
  normalizeDifficulty,
  normalizeGroup,
  normalizePepperSources,
  normalizeText,
  parseShu,
  SOURCE_SUPPORTS,
  validatePepperSource,
  validatePepper,
  validatePepperField,
  type FieldErrors,
  type MessageKey,
  type PepperField,
  type PepperFieldsInput,
  type PepperFormMode,
  type SourceField,
  type SourceSupport,
} from '@pepper-atlas/domain';
import type {
  AdminPepperFieldsFragment,
  AdminPepperNotesFieldsFragment,
  PepperInput,
  PepperSourceInput,
  UpdatePepperInput,
} from '@/generated/graphql';
import { difficultyValue, groupValue } from '@/modules/peppers/utils/vocabulary';

/** Free-text fields of the form, in form order. */
export const PEPPER_TEXT_FIELDS = [
  'name',
  'description',
  'hebName',
  'hebDescription',
  'region',
  'hebRegion',
  'flavor',
  'hebFlavor',
  'uses',
  'hebUses',
  'growingTime',
  'growingNote',
  'hebGrowingNote',
] as const;
export type PepperTextField = (typeof PEPPER_TEXT_FIELDS)[number];

export type ShuMode = 'single' | 'range';

/** One cited source as the form edits it (issue 33); `key` only tells the rows apart while they move. */
export interface SourceFormValues {
  key: string;
  title: string;
  publisher: string;
  url: string;
  /** Digits as typed; empty for none. */
  year: string;
  /** In the order of SOURCE_SUPPORTS. */
  supports: SourceSupport[];
}

/** Each source's message keys by part, by the row's key. */
export type SourceErrors = Record<string, Partial<Record<SourceField, MessageKey>>>;

export interface PepperFormValues extends Record<PepperTextField, string> {
  /** SHU typed as one value ("5000", "2,500", "100000+") ... */
  shu: string;
  shuMode: ShuMode;
  /** ... or as a range of two numbers, sent as "min-max". */
  shuMin: string;
  shuMax: string;
  group: string;
  /** ISO 3166-1 alpha-2 code, or '' for none. */
  country: string;
  difficulty: string;
  /** PepperColor / PepperShape codes, or '' for none. */
  color: string;
  unripeColor: string;
  shape: string;
  isActive: boolean;
  isFeatured: boolean;
  /** Cited sources, in the order of their reference numbers. */
  sources: SourceFormValues[];
}

/**
 * What the change summary names (docs/product-rules.md#data), in form order.
 * `image` is a newly chosen picture.
 */
export const CHANGEABLE_FIELDS = [
  'name',
  'shu',
  'group',
  'description',
  'hebName',
  'hebDescription',
  'country',
  'region',
  'hebRegion',
  'flavor',
  'hebFlavor',
  'uses',
  'hebUses',
  'growingTime',
  'growingNote',
  'hebGrowingNote',
  'difficulty',
  'color',
  'unripeColor',
  'shape',
  'sources',
  'isActive',
  'isFeatured',
  'image',
] as const;
export type ChangeableField = (typeof CHANGEABLE_FIELDS)[number];

/** A new pepper: active, not featured, difficulty Medium, group C. Annuum (docs/product-rules.md#constants). */
export function emptyPepperForm(): PepperFormValues {
  return {
    name: '',
    description: '',
    hebName: '',
    hebDescription: '',
    country: '',
    region: '',
    hebRegion: '',
    flavor: '',
    hebFlavor: '',
    uses: '',
    hebUses: '',
    growingTime: '',
    growingNote: '',
    hebGrowingNote: '',
    color: '',
    unripeColor: '',
    shape: '',
    shu: '',
    shuMode: 'single',
    shuMin: '',
    shuMax: '',
    group: DEFAULT_GROUP,
    difficulty: DEFAULT_DIFFICULTY,
    isActive: true,
    isFeatured: false,
    sources: [],
  };
}

let sourceKeys = 0;

/** A new, empty source row. */
export function emptySource(): SourceFormValues {
  sourceKeys += 1;
  return { key: `source-${sourceKeys}`, title: '', publisher: '', url: '', year: '', supports: [] };
}

/** A row with nothing typed and no fact ticked: dropped when the form is sent, never refused. */
export function isBlankSource(source: SourceFormValues): boolean {
  return (
    normalizeText(source.title) === '' &&
    normalizeText(source.publisher) === '' &&
    normalizeText(source.url) === '' &&
    source.year.trim() === '' &&
    source.supports.length === 0
  );
}

/** The rows that will be sent, in order (their positions are the server's source numbers). */
export function sentSources(sources: readonly SourceFormValues[]): SourceFormValues[] {
  return sources.filter((source) => !isBlankSource(source));
}

/** Ticks or unticks a fact, keeping the facts in their page order. */
export function toggleSupport(supports: readonly SourceSupport[], fact: SourceSupport, on: boolean): SourceSupport[] {
  return SOURCE_SUPPORTS.filter((s) => (s === fact ? on : supports.includes(s)));
}

/** Swaps a row with its neighbour (`by` -1: up, 1: down); out of range leaves the list as it is. */
export function moveSource(sources: readonly SourceFormValues[], index: number, by: -1 | 1): SourceFormValues[] {
  const to = index + by;
  if (index < 0 || to < 0 || index >= sources.length || to >= sources.length) return [...sources];
  const next = [...sources];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** One source's failing rules by part (a blank row has none: it is dropped). */
export function validateSource(source: SourceFormValues, now?: Date): Partial<Record<SourceField, MessageKey>> {
  return isBlankSource(source) ? {} : validatePepperSource(source, now);
}

/** Every row's failing rules, by row key; rows without any are left out. */
export function validateSources(sources: readonly SourceFormValues[], now?: Date): SourceErrors {
  const errors: SourceErrors = {};
  for (const source of sources) {
    const sourceErrors = validateSource(source, now);
    if (Object.keys(sourceErrors).length > 0) errors[source.key] = sourceErrors;
  }
  return errors;
}

/** The sources as the API takes them: blank rows dropped, text trimmed, empty parts and year null. */
export function sourcesInput(sources: readonly SourceFormValues[]): PepperSourceInput[] {
  return normalizePepperSources(
    sentSources(sources).map(({ title, publisher, url, year, supports }) => ({
      title,
      publisher,
      url,
      year,
      supports,
    })),
  );
}

/** Two lists are the same when their sent rows match part by part after trimming, in the same order. */
export function sameSources(a: readonly SourceFormValues[], b: readonly SourceFormValues[]): boolean {
  const comparable = (sources: readonly SourceFormValues[]) =>
    JSON.stringify(
      sentSources(sources).map((s) => [
        normalizeText(s.title),
        normalizeText(s.publisher),
        normalizeText(s.url),
        s.year.trim(),
        SOURCE_SUPPORTS.filter((fact) => s.supports.includes(fact)),
      ]),
    );
  return comparable(a) === comparable(b);
}

/** A stored pepper as the form edits it: the list's fields and the notes and sources the list leaves out. */
export type AdminPepperForEdit = AdminPepperFieldsFragment & AdminPepperNotesFieldsFragment;

/** The form filled from a stored pepper; a closed range opens in range mode. */
export function pepperFormFromPepper(pepper: AdminPepperForEdit): PepperFormValues {
  const parsed = parseShu(pepper.shu);
  const isRange = Boolean(parsed && !parsed.openEnded && parsed.max !== null && parsed.max !== parsed.min);
  return {
    name: pepper.name,
    description: pepper.description ?? '',
    hebName: pepper.hebName ?? '',
    hebDescription: pepper.hebDescription ?? '',
    country: pepper.country ?? '',
    region: pepper.region ?? '',
    hebRegion: pepper.hebRegion ?? '',
    flavor: pepper.flavor ?? '',
    hebFlavor: pepper.hebFlavor ?? '',
    uses: pepper.uses ?? '',
    hebUses: pepper.hebUses ?? '',
    growingTime: growingDaysText(pepper),
    growingNote: pepper.growingNote ?? '',
    hebGrowingNote: pepper.hebGrowingNote ?? '',
    color: pepper.color ?? '',
    unripeColor: pepper.unripeColor ?? '',
    shape: pepper.shape ?? '',
    shu: pepper.shu,
    shuMode: isRange ? 'range' : 'single',
    shuMin: isRange && parsed ? String(parsed.min) : '',
    shuMax: isRange && parsed?.max != null ? String(parsed.max) : '',
    group: normalizeGroup(pepper.group) ?? pepper.group,
    difficulty: normalizeDifficulty(pepper.difficulty) ?? DEFAULT_DIFFICULTY,
    isActive: pepper.isActive,
    isFeatured: pepper.isFeatured,
    sources: pepper.sources.map((source) => ({
      ...emptySource(),
      title: source.title,
      publisher: source.publisher ?? '',
      url: source.url ?? '',
      year: source.year == null ? '' : String(source.year),
      supports: SOURCE_SUPPORTS.filter((fact) => source.supports.includes(fact)),
    })),
  };
}

/** Days as the form edits them, in no language: "100-120", "90"; old text that is no days as stored. */
function growingDaysText(pepper: AdminPepperFieldsFragment): string {
  const { growingDaysMin: min, growingDaysMax: max } = pepper;
  if (min == null) return pepper.growingTime ?? '';
  return max == null || max === min ? String(min) : `${min}-${max}`;
}

/**
 * The SHU text the form stands for: the single value as typed, or the range ends joined as
 * "min-max". A range with one end missing stays visibly incomplete ("-5000"), so it is invalid.
 */
export function shuTextOf(values: Pick<PepperFormValues, 'shu' | 'shuMode' | 'shuMin' | 'shuMax'>): string {
  if (values.shuMode === 'single') return values.shu.trim();
  const min = values.shuMin.trim();
  const max = values.shuMax.trim();
  if (!min && !max) return '';
  return `${min}-${max}`;
}

/**
 * Switches the SHU between one value and a range, carrying over what was typed: "1000-5000"
 * fills both ends, "5000" the minimum; a complete range becomes "min-max".
 */
export function switchShuMode(values: PepperFormValues, mode: ShuMode): PepperFormValues {
  if (mode === values.shuMode) return values;
  if (mode === 'single') return { ...values, shuMode: mode, shu: shuTextOf(values) };
  const parsed = parseShu(values.shu);
  if (!parsed) return { ...values, shuMode: mode, shuMin: '', shuMax: '' };
  return {
    ...values,
    shuMode: mode,
    shuMin: String(parsed.min),
    shuMax: parsed.max !== null && parsed.max !== parsed.min ? String(parsed.max) : '',
  };
}

/** The form as the domain validators read it (the heat level is the SHU's: the form does not send one). */
export function pepperFieldsOf(values: PepperFormValues): PepperFieldsInput {
  return {
    name: values.name,
    shu: shuTextOf(values),
    group: values.group,
    description: values.description,
    hebName: values.hebName,
    hebDescription: values.hebDescription,
    country: values.country,
    region: values.region,
    hebRegion: values.hebRegion,
    flavor: values.flavor,
    hebFlavor: values.hebFlavor,
    uses: values.uses,
    hebUses: values.hebUses,
    growingTime: values.growingTime,
    growingNote: values.growingNote,
    hebGrowingNote: values.hebGrowingNote,
    difficulty: values.difficulty,
    color: values.color,
    unripeColor: values.unripeColor,
    shape: values.shape,
  };
}

/** One field's first failing rule (validation on change and on blur). */
export function validateFormField(values: PepperFormValues, field: PepperField, mode: PepperFormMode = 'edit'): MessageKey | null {
  return validatePepperField(field, pepperFieldsOf(values)[field], mode);
}

/** Every field's first failing rule (validation on submit). */
export function validateForm(values: PepperFormValues, mode: PepperFormMode = 'edit'): FieldErrors<PepperField> {
  return validatePepper(pepperFieldsOf(values), mode);
}

/** Empty required fields (name, SHU, group): the 'Please fill in all required fields' alert. */
export function missingRequired(values: PepperFormValues): PepperField[] {
  return missingRequiredPepperFields(pepperFieldsOf(values));
}

/** Two SHU texts are the same rating when they parse to the same numbers ("1,000-5,000" = "1000-5000"). */
export function sameShu(a: string, b: string): boolean {
  const pa = parseShu(a);
  const pb = parseShu(b);
  if (pa && pb) return pa.min === pb.min && pa.max === pb.max && pa.openEnded === pb.openEnded;
  return a.trim() === b.trim();
}

/** Fields whose value differs from the stored pepper, in form order; `imageChosen` adds 'image'. */
export function changedFields(
  original: PepperFormValues,
  current: PepperFormValues,
  imageChosen: boolean,
): ChangeableField[] {
  return CHANGEABLE_FIELDS.filter((field) => {
    switch (field) {
      case 'image':
        return imageChosen;
      case 'shu':
        return !sameShu(shuTextOf(original), shuTextOf(current));
      case 'isActive':
      case 'isFeatured':
        return original[field] !== current[field];
      case 'sources':
        return !sameSources(original.sources, current.sources);
      default:
        return original[field].trim() !== current[field].trim();
    }
  });
}

/** Optional text: trimmed, and null when empty (clears it on the server). */
function optional(value: string): string | null {
  const text = value.trim();
  return text ? text : null;
}

type InputField = Exclude<ChangeableField, 'image'>;

function inputValue(values: PepperFormValues, field: InputField): string | boolean | PepperSourceInput[] | null {
  switch (field) {
    case 'name':
      return values.name.trim();
    case 'shu':
      return shuTextOf(values);
    case 'isActive':
    case 'isFeatured':
      return values[field];
    // The whole list replaces the stored one; [] clears it.
    case 'sources':
      return sourcesInput(values.sources);
    // Enums in the API: the form's stored names ("C. Annuum") as enum values (c_annuum).
    case 'group': {
      const group = normalizeGroup(values.group);
      return group ? groupValue(group) : null;
    }
    case 'difficulty': {
      const difficulty = normalizeDifficulty(values.difficulty);
      return difficulty ? difficultyValue(difficulty) : null;
    }
    default:
      return optional(values[field]);
  }
}

/** A new pepper; views and likes start at 0 on the server. */
export function createPepperInput(values: PepperFormValues, img: string | null): PepperInput {
  const input: PepperInput = {};
  for (const field of CHANGEABLE_FIELDS) {
    if (field === 'image') continue;
    const value = inputValue(values, field);
    if (value !== null && !(Array.isArray(value) && value.length === 0)) Object.assign(input, { [field]: value });
  }
  if (img) input.img = img;
  return input;
}

/** Only what changed (the server updates the given fields and last_updated). */
export function updatePepperInput(
  values: PepperFormValues,
  changed: readonly ChangeableField[],
  img: string | null,
): UpdatePepperInput {
  const input: UpdatePepperInput = {};
  // A colour sent alone replaces a change of colour on the server: the two colours travel together.
  const fields = changed.some((field) => field === 'color' || field === 'unripeColor')
    ? [...new Set<ChangeableField>([...changed, 'color', 'unripeColor'])]
    : changed;
  for (const field of fields) {
    if (field === 'image') continue;
    Object.assign(input, { [field]: inputValue(values, field) });
  }
  if (img) input.img = img;
  return input;
}
