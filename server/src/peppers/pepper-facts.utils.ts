import {
  countryCode,
  formatGrowingTime,
  formatOrigin,
  isValidGrowingDays,
  MESSAGES,
  type MessageKey,
  normalizeText,
  parseGrowingTime,
  parseOrigin,
  parsePodColors,
  pepperColor,
  pepperShape,
} from '@pepper-atlas/domain';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import type { PepperInput } from './dto/pepper.input.js';
import type { Pepper } from './pepper.entity.js';

/**
 * Hebrew texts of the refusals below. The message carries both languages, because REST clients show
 * it as it comes; the form translates the field key instead.
 */
const HEBREW: Partial<Record<MessageKey, string>> = {
  countryUnknown: 'מדינה לא מוכרת: כתבו שם מדינה בעברית או באנגלית (למשל "מקסיקו (ורקרוס)" או "Mexico")',
  colorUnknown: 'צבע לא מוכר: בחרו צבע מהרשימה, למשל "אדום" או "מירוק לאדום"',
  shapeUnknown: 'צורה לא מוכרת: בחרו צורה מהרשימה, למשל "חרוטי" או "פנס"',
  growingTimeInvalid: 'זמן הגידול צריך להיות מספר ימים או טווח, למשל "90 ימים" או "100-120 ימים"',
};

function refuse(field: string, key: MessageKey, value?: string): never {
  const quoted = value ? ` ("${value}")` : '';
  throw new AppError(ErrorCode.BAD_USER_INPUT, `${MESSAGES[key]}${quoted} / ${HEBREW[key]}${quoted}`, { fields: { [field]: key } });
}

function text(value: string | null | undefined): string | null {
  const clean = normalizeText(value);
  return clean === '' ? null : clean;
}

type OriginFields = Pick<Pepper, 'country' | 'region' | 'hebRegion' | 'origin' | 'hebOrigin'>;
type AppearanceFields = Partial<Pick<Pepper, 'color' | 'unripeColor' | 'shape'>>;
type GrowingFields = Pick<Pepper, 'growingDaysMin' | 'growingDaysMax' | 'growingTime'>;

/**
 * Country and regions from a write. `country` may be a code or a name in either language; a free
 * `origin` / `hebOrigin` ("Mexico (Veracruz)", "מקסיקו (ורקרוס)") is parsed into the same columns.
 * Explicit fields win over parsed text. The readable origins are then rewritten from the result.
 * Undefined when the write touches none of them.
 */
export function originFields(input: Partial<PepperInput>, existing?: Pepper): OriginFields | undefined {
  const touched = ['country', 'region', 'hebRegion', 'origin', 'hebOrigin'].some((k) => input[k as keyof PepperInput] !== undefined);
  if (!touched) return undefined;
  let country = existing?.country ?? null;
  let region = existing?.region ?? null;
  let hebRegion = existing?.hebRegion ?? null;
  const parse = (field: 'origin' | 'hebOrigin') => {
    const value = input[field];
    if (value === undefined) return undefined;
    const parsed = parseOrigin(text(value));
    if (!parsed) refuse(field, 'countryUnknown', text(value) ?? undefined);
    return parsed;
  };
  const en = parse('origin');
  const he = parse('hebOrigin');
  if (en) [country, region] = [en.country, en.region];
  if (he) {
    if (!en) country = he.country;
    hebRegion = he.country === null || he.country === country ? he.region : null;
  }
  if (input.country !== undefined) {
    const given = text(input.country);
    country = given === null ? null : countryCode(given);
    if (given !== null && country === null) refuse('country', 'countryUnknown', given);
  }
  if (input.region !== undefined) region = text(input.region);
  if (input.hebRegion !== undefined) hebRegion = text(input.hebRegion);
  return { country, region, hebRegion, origin: formatOrigin(country, region, 'en'), hebOrigin: formatOrigin(country, hebRegion, 'he') };
}

/**
 * Growing days from a write: `growingDaysMin`/`growingDaysMax` (a single day count may come as the
 * minimum alone), or free `growingTime` text ("100-120 days", "90 ימים"). Undefined when untouched.
 */
export function growingFields(input: Partial<PepperInput>): GrowingFields | undefined {
  const { growingDaysMin, growingDaysMax, growingTime } = input;
  let days: { min: number; max: number } | null;
  if (growingDaysMin !== undefined || growingDaysMax !== undefined) {
    const min = growingDaysMin ?? growingDaysMax ?? null;
    const max = growingDaysMax ?? growingDaysMin ?? null;
    if (min === null) days = null;
    else if (isValidGrowingDays(min, max)) days = { min, max: max as number };
    else refuse('growingTime', 'growingTimeInvalid', `${min}-${max}`);
  } else if (growingTime !== undefined) {
    const typed = text(growingTime);
    days = typed === null ? null : parseGrowingTime(typed);
    if (typed !== null && days === null) refuse('growingTime', 'growingTimeInvalid', typed);
  } else {
    return undefined;
  }
  return {
    growingDaysMin: days?.min ?? null,
    growingDaysMax: days?.max ?? null,
    growingTime: days ? formatGrowingTime(days.min, days.max, 'en') : null,
  };
}

/**
 * Colour and shape codes from a write. `color` may be a code, a name in either language or a change of
 * colour ("Green to red", "מירוק לאדום"), which also sets the unripe colour; an explicit `unripeColor`
 * wins. A colour sent alone replaces the change (no unripe colour); no ripe colour leaves none unripe.
 * Only the fields the write touches are returned; unknown words are refused.
 */
export function appearanceFields(input: Partial<PepperInput>): AppearanceFields {
  const fields: AppearanceFields = {};
  if (input.color !== undefined) {
    const typed = text(input.color);
    const colors = parsePodColors(typed);
    if (!colors) refuse('color', 'colorUnknown', typed ?? undefined);
    fields.color = colors.color;
    fields.unripeColor = colors.unripeColor;
  }
  if (input.unripeColor !== undefined) {
    const typed = text(input.unripeColor);
    const code = typed === null ? null : pepperColor(typed);
    if (typed !== null && code === null) refuse('unripeColor', 'colorUnknown', typed);
    fields.unripeColor = code;
  }
  if (fields.color === null || (fields.unripeColor && fields.unripeColor === fields.color)) fields.unripeColor = null;
  if (input.shape !== undefined) {
    const typed = text(input.shape);
    const code = typed === null ? null : pepperShape(typed);
    if (typed !== null && code === null) refuse('shape', 'shapeUnknown', typed);
    fields.shape = code;
  }
  return fields;
}
