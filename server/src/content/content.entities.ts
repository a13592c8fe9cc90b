import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DifficultyEnum } from '../peppers/dto/pepper.enums.js';
import { srcSetOf } from '../uploads/image-urls.utils.js';

/** Bilingual home-page content. Each kind keeps English and Hebrew texts side by side. */

/** What every kind of home content has: an id, a title in each language, and when it was added. */
@ObjectType({ isAbstract: true })
abstract class HomeContent {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ length: 200 })
  title: string;

  @Field({ description: "The address of its page, from the English title: /news/<slug>, /recipes/<slug>, /guides/<slug>" })
  @Column({ length: 80 })
  slug: string;

  @Field()
  @Column({ length: 200 })
  hebTitle: string;

  @Field(() => String, { nullable: true, description: 'Its picture (an upload of POST /api/upload-image), or null' })
  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  @Field(() => String, { nullable: true, description: 'srcset of the picture in several widths (WebP)' })
  get imageSrcSet(): string | null {
    return srcSetOf(this.image);
  }

  @Field({ description: 'Shown on the site; a draft (false) is seen only in the control panel' })
  @Column({ default: true })
  published: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'When an administrator last saved it' })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** Home content with a description in each language (recipes, guides). */
@ObjectType({ isAbstract: true })
abstract class DescribedContent extends HomeContent {
  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field()
  @Column({ type: 'text' })
  hebDescription: string;
}

@ObjectType({ description: 'A news item or event on the home page' })
@Entity('news_events')
@Index('news_events_slug_key', ['slug'], { unique: true })
@Index('news_events_date_idx', ['date'])
export class NewsEvent extends HomeContent {
  @Field()
  @Column({ type: 'text' })
  text: string;

  @Field()
  @Column({ type: 'text' })
  hebText: string;

  @Field({ description: 'ISO date (YYYY-MM-DD)' })
  @Column({ type: 'date' })
  date: string;

  @Field()
  @Column({ length: 200 })
  location: string;

  @Field()
  @Column({ length: 200 })
  hebLocation: string;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  attendees: number;
}

@ObjectType({ description: 'A recipe on the home page' })
@Entity('recipes')
@Index('recipes_slug_key', ['slug'], { unique: true })
@Check('recipes_rating_check', `"rating" >= 0 AND "rating" <= 5`)
@Check('recipes_difficulty_check', `"difficulty" IN ('Easy', 'Medium', 'Hard')`)
export class Recipe extends DescribedContent {
  @Field(() => DifficultyEnum, { description: 'How hard it is to cook' })
  @Column({ length: 10 })
  difficulty: string;

  @Field(() => Int)
  @Column({ type: 'int' })
  timeMinutes: number;

  @Field(() => Float)
  @Column({ type: 'real' })
  rating: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  servings: number;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  ingredients: string[];

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  hebIngredients: string[];

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  steps: string[];

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  hebSteps: string[];
}

@ObjectType({ description: 'A growing or cooking guide on the home page' })
@Entity('guides')
@Index('guides_slug_key', ['slug'], { unique: true })
export class Guide extends DescribedContent {
  @Field(() => Int)
  @Column({ type: 'int' })
  durationMinutes: number;

  @Field({ description: 'beginner, intermediate or advanced' })
  @Column({ length: 20 })
  level: string;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  views: number;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  body: string[];

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  hebBody: string[];
}
