import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { formatPodColors, shapeName } from '@pepper-atlas/domain';
import { srcSetOf } from '../uploads/image-urls.utils.js';
import type { RestPepper } from './dto/pepper.answers.js';
import type { PepperInput } from './dto/pepper.input.js';
import { type PepperSourceInput, SourceListType } from './dto/pepper-source.type.js';
import type { Pepper } from './pepper.entity.js';

/** The REST wire shape of a pepper (docs/rest-api.md: `heb-name`, `growing_time`, `last_updated`, ...). */
export function toRestPepper(p: Pepper): RestPepper {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    'heb-name': p.hebName,
    group: p.group,
    shu: p.shu,
    shuMin: p.shuMin,
    shuMax: p.shuMax,
    description: p.description,
    'heb-description': p.hebDescription,
    origin: p.origin,
    'heb-origin': p.hebOrigin,
    country: p.country,
    region: p.region,
    'heb-region': p.hebRegion,
    flavor: p.flavor,
    'heb-flavor': p.hebFlavor,
    uses: p.uses,
    'heb-uses': p.hebUses,
    heat_level: p.heatLevel,
    growing_time: p.growingTime,
    growing_days_min: p.growingDaysMin,
    growing_days_max: p.growingDaysMax,
    'growing-note': p.growingNote,
    'heb-growing-note': p.hebGrowingNote,
    sources: p.sources ?? [],
    difficulty: p.difficulty,
    // Readable in both languages, as the original client shows them; the codes for newer clients.
    color: formatPodColors(p.color, p.unripeColor, 'en'),
    'heb-color': formatPodColors(p.color, p.unripeColor, 'he'),
    color_code: p.color,
    unripe_color_code: p.unripeColor,
    shape: p.shape ? shapeName(p.shape, 'en') : null,
    'heb-shape': p.shape ? shapeName(p.shape, 'he') : null,
    shape_code: p.shape,
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    img: p.img,
    imgSrcSet: srcSetOf(p.img),
    views: p.views,
    likes: p.likes,
    last_updated: p.lastUpdated.toISOString(),
    lastUpdated: p.lastUpdated.toISOString(),
  };
}

const numberToText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

function RestText(max = 2000): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };
}

/**
 * A pepper as the original client sends it. Unknown fields (views, likes, last_updated, which the
 * server owns) are stripped by the validation pipe.
 */
export class RestPepperBody {
  @RestText() name?: string;
  @Transform(numberToText) @RestText() shu?: string;
  @RestText() group?: string;
  @RestText() description?: string | null;
  @RestText() 'heb-name'?: string | null;
  @RestText() 'heb-description'?: string | null;
  @RestText() origin?: string | null;
  @RestText() 'heb-origin'?: string | null;
  @RestText(100) country?: string | null;
  @RestText() region?: string | null;
  @RestText() 'heb-region'?: string | null;
  @RestText() flavor?: string | null;
  @RestText() 'heb-flavor'?: string | null;
  @RestText() uses?: string | null;
  @RestText() 'heb-uses'?: string | null;
  @RestText() 'growing-note'?: string | null;
  @RestText() 'heb-growing-note'?: string | null;
  /** The cited sources, as GraphQL's PepperSourceInput (title, publisher, url, year, supports); replaces the list. */
  @IsOptional() @IsArray() @ArrayMaxSize(50) @ValidateNested({ each: true }) @SourceListType() sources?: PepperSourceInput[] | null;
  @RestText() heat_level?: string | null;
  @RestText() growing_time?: string | null;
  /** The form's name for growing_time. */
  @RestText() growingTime?: string | null;
  @IsOptional() @IsInt() growing_days_min?: number | null;
  @IsOptional() @IsInt() growing_days_max?: number | null;
  @RestText() difficulty?: string | null;
  /** A colour name or code, or a change of colour ("Green to red"). */
  @RestText() color?: string | null;
  @RestText() unripe_color?: string | null;
  @RestText() shape?: string | null;
  @RestText(300) img?: string | null;
  @IsOptional() @IsBoolean() isActive?: boolean;
  @IsOptional() @IsBoolean() isFeatured?: boolean;
}

/** REST field names to the service's input; absent fields stay absent (a partial update). */
export function fromRestPepper(body: RestPepperBody): Partial<PepperInput> {
  const input: Partial<PepperInput> = {
    name: body.name,
    shu: body.shu,
    group: body.group,
    description: body.description,
    hebName: body['heb-name'],
    hebDescription: body['heb-description'],
    origin: body.origin,
    hebOrigin: body['heb-origin'],
    country: body.country,
    region: body.region,
    hebRegion: body['heb-region'],
    flavor: body.flavor,
    hebFlavor: body['heb-flavor'],
    uses: body.uses,
    hebUses: body['heb-uses'],
    growingNote: body['growing-note'],
    hebGrowingNote: body['heb-growing-note'],
    sources: body.sources,
    heatLevel: body.heat_level,
    growingTime: body.growing_time ?? body.growingTime,
    growingDaysMin: body.growing_days_min,
    growingDaysMax: body.growing_days_max,
    difficulty: body.difficulty,
    color: body.color,
    unripeColor: body.unripe_color,
    shape: body.shape,
    img: body.img === '' ? null : body.img,
    isActive: body.isActive,
    isFeatured: body.isFeatured,
  };
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<PepperInput>;
}
