import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Check, Column, CreateDateColumn, DeleteDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PepperSource } from '@pepper-atlas/domain';
import { srcSetOf } from '../uploads/image-urls.utils.js';
import { APPEARANCE_CHECK, PepperColorEnum, PepperShapeEnum } from './pepper-appearance.enums.js';
import { DifficultyEnum, HeatLevelEnum, PepperGroupEnum } from './dto/pepper.enums.js';

@ObjectType({ description: 'A pepper variety in the catalogue' })
@Entity('peppers')
// Indexes the migrations create (TypeORM cannot describe them): trigram search over search_text
// and search_names, case-insensitive name order, the name order in each reader language (StoredNameKeys), popularity order,
// the counters written since a transaction (PepperCounterWriters).
@Index('peppers_search_text_idx', { synchronize: false })
@Index('peppers_search_names_idx', { synchronize: false })
@Index('peppers_search_name_words_idx', { synchronize: false })
@Index('peppers_name_lower_idx', { synchronize: false })
@Index('peppers_popularity_idx', { synchronize: false })
@Index('peppers_counters_xact_idx', { synchronize: false })
@Index('peppers_name_key_en_idx', { synchronize: false })
@Index('peppers_name_key_he_idx', { synchronize: false })
// A pepper's nearest in heat among its own species (similar peppers, pepper-relations.service.ts).
@Index('peppers_group_shu_sort_idx', ['group', 'shuSort'])
// A heat level's peppers in the order of their heat (migration HeatLevelShuOrder); also a level's own lookups.
@Index('peppers_heat_level_shu_sort_idx', ['heatLevel', 'shuSort'])
@Check('peppers_growing_days_check', `"growing_days_min" >= 1 AND "growing_days_max" >= "growing_days_min"`)
// Colour and shape codes of the fixed vocabularies (migration PepperAppearance).
@Check('peppers_appearance_check', `"color" IN (${APPEARANCE_CHECK.colors}) AND "unripe_color" IN (${APPEARANCE_CHECK.colors}) AND "shape" IN (${APPEARANCE_CHECK.shapes})`)
// The vocabularies the GraphQL enums name (VocabularyChecks migration).
@Check('peppers_group_check', `"group" IN ('C. Annuum', 'C. Baccatum', 'C. Chinense', 'C. Frutescens', 'C. Pubescens')`)
@Check('peppers_heat_level_check', `"heat_level" IN ('Mild', 'Medium', 'Hot', 'Very Hot', 'Extremely Hot', 'Super Hot')`)
@Check('peppers_difficulty_check', `"difficulty" IN ('Easy', 'Medium', 'Hard')`)
@Check('peppers_counts_check', `"views" >= 0 AND "likes" >= 0 AND "shu_min" >= 0 AND ("shu_max" IS NULL OR "shu_max" >= "shu_min")`)
export class Pepper {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ length: 50 })
  name: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  hebName: string | null;

  /** Set once from the English name and kept when the name changes, so shared links keep working. */
  @Field({ description: 'The address of the pepper\'s page, /peppers/<slug>: from the English name, unique, stable' })
  @Index('peppers_slug_key', { unique: true })
  @Column({ length: 80 })
  slug: string;

  @Field(() => PepperGroupEnum, { description: 'Species group' })
  @Index('peppers_group_idx')
  @Column({ length: 20 })
  group: string;

  @Field({ description: 'Scoville heat units as typed: a number, a range such as 1,000-5,000, or 100000+' })
  @Column({ length: 40 })
  shu: string;

  @Field(() => Int, { description: 'Lowest SHU parsed from shu' })
  @Column({ type: 'int' })
  shuMin: number;

  @Field(() => Int, { nullable: true, description: 'Highest SHU parsed from shu; null when open-ended (100000+)' })
  @Column({ type: 'int', nullable: true })
  shuMax: number | null;

  /** Midpoint of the range, so a range sorts by its middle. */
  @Index('peppers_shu_sort_idx')
  @Column({ type: 'double precision' })
  shuSort: number;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  hebDescription: string | null;

  @Field(() => String, { nullable: true, description: 'Country of origin as an ISO 3166-1 alpha-2 code (MX); name it with Intl.DisplayNames' })
  @Index('peppers_country_idx')
  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @Field(() => String, { nullable: true, description: 'Region within the country, in English (Veracruz)' })
  @Column({ type: 'varchar', length: 100, nullable: true })
  region: string | null;

  @Field(() => String, { nullable: true, description: 'Region within the country, in Hebrew' })
  @Column({ type: 'varchar', length: 100, nullable: true })
  hebRegion: string | null;

  /** Written by the server from country and region, so search and REST read "Mexico (Veracruz)". */
  @Field(() => String, { nullable: true, description: 'Readable origin in English, "Mexico (Veracruz)" (from country and region)' })
  @Index('peppers_origin_idx')
  @Column({ type: 'varchar', length: 160, nullable: true })
  origin: string | null;

  @Field(() => String, { nullable: true, description: 'Readable origin in Hebrew, "מקסיקו (ורקרוס)" (from country and hebRegion)' })
  @Column({ type: 'varchar', length: 160, nullable: true })
  hebOrigin: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  flavor: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  hebFlavor: string | null;

  @Field(() => String, { nullable: true, description: 'What the pepper is used for in the kitchen, in English' })
  @Column({ type: 'varchar', length: 400, nullable: true })
  uses: string | null;

  @Field(() => String, { nullable: true, description: 'What the pepper is used for in the kitchen, in Hebrew' })
  @Column({ type: 'varchar', length: 400, nullable: true })
  hebUses: string | null;

  @Field(() => String, { nullable: true, description: 'A short note on growing it, in English' })
  @Column({ type: 'varchar', length: 400, nullable: true })
  growingNote: string | null;

  @Field(() => String, { nullable: true, description: 'A short note on growing it, in Hebrew' })
  @Column({ type: 'varchar', length: 400, nullable: true })
  hebGrowingNote: string | null;

  /** The cited sources (issue 33), answered by PeppersResolver.sources: an object type here would enter the tests' schema twice. */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  sources: PepperSource[];

  /** Always the level of the SHU (heatLevelOfShu), written with it, so the filter and counts agree with the badge. */
  @Field(() => HeatLevelEnum, { description: 'Heat level, derived from the SHU' })
  @Column({ type: 'varchar', length: 20 })
  heatLevel: string;

  @Field(() => Int, { nullable: true, description: 'Fewest days from transplant to the first ripe fruit' })
  @Column({ type: 'int', nullable: true })
  growingDaysMin: number | null;

  @Field(() => Int, { nullable: true, description: 'Most days from transplant to the first ripe fruit' })
  @Column({ type: 'int', nullable: true })
  growingDaysMax: number | null;

  /** Written by the server from the days ("100-120 days"), for search and the REST `growing_time`. */
  @Field(() => String, { nullable: true, description: 'Growing time in English, "100-120 days" (from the days)' })
  @Column({ type: 'varchar', length: 100, nullable: true })
  growingTime: string | null;

  @Field(() => DifficultyEnum, { description: 'How hard it is to grow' })
  @Column({ length: 10, default: 'Medium' })
  difficulty: string;

  @Field(() => PepperColorEnum, { nullable: true, description: 'Colour of the ripe pod (the colour filter matches it)' })
  @Index('peppers_color_idx')
  @Column({ type: 'varchar', length: 50, nullable: true })
  color: string | null;

  @Field(() => PepperColorEnum, { nullable: true, description: 'Colour of the pod before it ripens, for varieties that change colour' })
  @Column({ type: 'varchar', length: 50, nullable: true })
  unripeColor: string | null;

  @Field(() => PepperShapeEnum, { nullable: true, description: 'Shape of the pod' })
  @Index('peppers_shape_idx')
  @Column({ type: 'varchar', length: 50, nullable: true })
  shape: string | null;

  @Field()
  @Column({ default: true })
  isActive: boolean;

  @Field()
  @Column({ default: false })
  isFeatured: boolean;

  @Field(() => String, { nullable: true, description: 'Server-hosted image URL, or null to use the fallback picture' })
  @Column({ type: 'text', nullable: true })
  img: string | null;

  /** A plain field, not a field resolver: resolvers run through the guard pipeline, once per pepper. */
  @Field(() => String, { nullable: true, description: 'srcset of the picture in several widths (WebP)' })
  get imageSrcSet(): string | null {
    return srcSetOf(this.img);
  }

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  views: number;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  likes: number;

  @Field()
  @Index('peppers_last_updated_idx')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastUpdated: Date;

  @Field()
  @Index('peppers_created_at_idx')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @DeleteDateColumn({ type: 'timestamptz' })
  deletedAt: Date | null;

  /**
   * The searched text and the names folded by search_fold, for the catalogue search (pepper-search.ts).
   * A trigger keeps them (ForgivingSearch migration): the app never reads nor writes them.
   */
  @Column({ type: 'text', nullable: true, select: false, insert: false, update: false })
  searchText?: string | null;

  @Column({ type: 'text', nullable: true, select: false, insert: false, update: false })
  searchNames?: string | null;

  /** The words of search_names, where a typo is looked for (SearchWords migration; kept by a trigger too). */
  @Column({ type: 'text', array: true, nullable: true, select: false, insert: false, update: false })
  searchNameWords?: string[] | null;

  /** What the name sorts by in English and in Hebrew (`name_order`), kept by a trigger (StoredNameKeys migration). */
  @Column({ type: 'text', nullable: true, select: false, insert: false, update: false })
  nameKeyEn?: string | null;

  @Column({ type: 'text', nullable: true, select: false, insert: false, update: false })
  nameKeyHe?: string | null;

  /**
   * The transaction that last wrote the views or likes, kept by a trigger (PepperCounterWriters migration): the catalogue
   * index reads the counters written since its last read (catalogue-index.service.ts).
   */
  @Column({ type: 'bigint', nullable: true, select: false, insert: false, update: false })
  countersXact?: string | null;
}
