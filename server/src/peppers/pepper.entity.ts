import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Check, Column, CreateDateColumn, DeleteDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { srcSetOf } from '../uploads/image-urls.js';

@ObjectType({ description: 'A pepper variety in the catalogue' })
@Entity('peppers')
// Indexes the migrations create (TypeORM cannot describe them): trigram search over search_text
// and search_names, case-insensitive name order, popularity order.
@Index('peppers_search_text_idx', { synchronize: false })
@Index('peppers_search_names_idx', { synchronize: false })
@Index('peppers_name_lower_idx', { synchronize: false })
@Index('peppers_popularity_idx', { synchronize: false })
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

  @Field({ description: 'Species group, one of C. Annuum, C. Baccatum, C. Chinense, C. Frutescens, C. Pubescens' })
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

  @Field(() => String, { nullable: true })
  @Index('peppers_origin_idx')
  @Column({ type: 'varchar', length: 100, nullable: true })
  origin: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  hebOrigin: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  flavor: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  hebFlavor: string | null;

  @Field(() => String, { nullable: true })
  @Index('peppers_heat_level_idx')
  @Column({ type: 'varchar', length: 20, nullable: true })
  heatLevel: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  growingTime: string | null;

  @Field()
  @Column({ length: 10, default: 'Medium' })
  difficulty: string;

  @Field(() => String, { nullable: true })
  @Index('peppers_color_idx')
  @Column({ type: 'varchar', length: 50, nullable: true })
  color: string | null;

  @Field(() => String, { nullable: true })
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
}
