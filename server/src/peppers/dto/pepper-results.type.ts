import { Field, ID, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Pepper } from '../pepper.entity.js';
import { HeatLevelEnum, PepperGroupEnum } from './pepper.enums.js';

@ObjectType()
export class PepperList {
  @Field(() => [Pepper])
  items: Pepper[];

  @Field(() => Int, { description: 'How many peppers match; with totalCapped, at least this many' })
  totalItems: number;

  @Field(() => Boolean, {
    description:
      'The count stopped before the last match (at 1,000, or one past the page asked for): there are more than totalItems ("1,000+"). Never with exactTotal',
  })
  totalCapped: boolean;
}

@ObjectType()
export class FacetCount {
  @Field()
  value: string;

  @Field(() => Int)
  count: number;

  @Field(() => String, { nullable: true, description: 'The Hebrew name of the value, where peppers store one (origins)' })
  hebValue?: string | null;
}

@ObjectType({ description: 'Active peppers of one heat level' })
export class HeatLevelCount {
  @Field(() => HeatLevelEnum)
  value: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'Active peppers of one group' })
export class GroupCount {
  @Field(() => PepperGroupEnum)
  value: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'Catalogue statistics over active peppers' })
export class PepperStats {
  @Field(() => Int)
  total: number;

  @Field(() => [HeatLevelCount])
  byHeatLevel: HeatLevelCount[];

  @Field(() => [FacetCount], { description: 'Countries of origin as ISO 3166-1 alpha-2 codes (name them with Intl.DisplayNames)' })
  byOrigin: FacetCount[];

  @Field(() => [GroupCount])
  byGroup: GroupCount[];

  @Field(() => [FacetCount], { description: 'Ripe colours as PepperColor codes' })
  byColor: FacetCount[];

  @Field(() => [FacetCount], { description: 'Shapes as PepperShape codes' })
  byShape: FacetCount[];

  @Field(() => Float, { description: 'Rating SHU (range midpoint) of the hottest active pepper, the top of the heat bars; 0 when none' })
  hottestShu: number;
}

export const PEPPER_STATUS_ACTIONS = ['active', 'featured'] as const;
export type PepperStatusActionName = (typeof PEPPER_STATUS_ACTIONS)[number];
export const PepperStatusAction = Object.fromEntries(PEPPER_STATUS_ACTIONS.map((a) => [a, a])) as {
  [K in PepperStatusActionName]: K;
};
registerEnumType(PepperStatusAction, { name: 'PepperStatusAction', description: 'active: activate/deactivate; featured: feature/unfeature' });

@ObjectType()
export class PepperLikeResult {
  @Field()
  liked: boolean;

  @Field(() => Int)
  likes: number;
}

export const IMPORT_ROW_STATUSES = ['new', 'changed', 'unchanged', 'invalid'] as const;
export type ImportRowStatusName = (typeof IMPORT_ROW_STATUSES)[number];
export const ImportRowStatus = Object.fromEntries(IMPORT_ROW_STATUSES.map((s) => [s, s])) as { [K in ImportRowStatusName]: K };
registerEnumType(ImportRowStatus, { name: 'ImportRowStatus', description: 'What an import does with a row' });

@ObjectType()
export class ImportFieldChange {
  @Field({ description: 'The pepper field (name, shu, group, country, ...)' })
  field: string;

  @Field(() => String, { nullable: true, description: 'The stored value (codes for vocabularies); null when empty' })
  before: string | null;

  @Field(() => String, { nullable: true })
  after: string | null;
}

@ObjectType()
export class ImportFieldError {
  @Field(() => String, { nullable: true, description: 'The field at fault; null for the row as a whole' })
  field: string | null;

  @Field({ description: 'A message key the client translates (the pepper form\'s, or import*)' })
  code: string;

  @Field({ description: 'The English text of the message' })
  message: string;
}

@ObjectType()
export class ImportRowResult {
  @Field(() => Int, { description: 'The row\'s place in the call, from 1' })
  row: number;

  @Field(() => ImportRowStatus)
  status: ImportRowStatusName;

  @Field(() => ID, { nullable: true, description: 'The pepper it updates (or, once applied, the new one)' })
  id: string | null;

  @Field(() => String, { nullable: true })
  slug: string | null;

  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => [ImportFieldChange], { description: 'Changed rows: each field that changes' })
  changes: ImportFieldChange[];

  @Field(() => [ImportFieldError], { description: 'Invalid rows: every field at fault' })
  errors: ImportFieldError[];
}

@ObjectType()
export class ImportCounts {
  @Field(() => Int) new: number;
  @Field(() => Int) changed: number;
  @Field(() => Int) unchanged: number;
  @Field(() => Int) invalid: number;
}

@ObjectType({ description: 'A dry run is the preview; an apply writes every valid row in one transaction, or nothing' })
export class ImportResult {
  @Field()
  dryRun: boolean;

  @Field({ description: 'True when the rows were written' })
  applied: boolean;

  @Field(() => ImportCounts)
  counts: ImportCounts;

  @Field(() => [ImportRowResult])
  rows: ImportRowResult[];

  @Field(() => ID, { nullable: true, description: 'When applied: undoPepperChanges removes the new peppers and restores the changed ones' })
  changeSetId: string | null;
}
