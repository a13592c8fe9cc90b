// Shapes of the seed data. Pure types: nothing here touches a database.

export type PepperGroup = 'C. Annuum' | 'C. Baccatum' | 'C. Chinense' | 'C. Frutescens' | 'C. Pubescens';

export type HeatLevel = 'Mild' | 'Medium' | 'Hot' | 'Very Hot' | 'Extremely Hot' | 'Super Hot';

export type GrowDifficulty = 'Easy' | 'Medium' | 'Hard';

export interface PepperSeed {
  name: string;
  hebName: string;
  group: PepperGroup;
  /** As an admin would type it: '0', '2,693,000', '2,500-8,000' or '1,000,000+'. */
  shu: string;
  description: string;
  hebDescription: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Region within the country, in English and in Hebrew. */
  region?: string;
  hebRegion?: string;
  flavor: string;
  hebFlavor: string;
  heatLevel: HeatLevel;
  /** Days as typed ("100-120 days"), stored as minimum and maximum. */
  growingTime: string;
  difficulty: GrowDifficulty;
  /** As an admin would type it: a colour ("Red") or a change of colour ("Green to red"). */
  color: string;
  shape: string;
  isFeatured: boolean;
  views: number;
  likes: number;
}

export type UserRole = 'admin' | 'moderator' | 'user';

export interface UserSeed {
  email: string;
  password: string;
  /** [a-z0-9_.-], 3-30 characters. */
  username: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  bio: string;
  isActive: boolean;
}

export type TopicCategory = 'general' | 'growing' | 'identification' | 'recipe' | 'tips' | 'diseases';

export interface CommentSeed {
  /** username of a seed user */
  author: string;
  text: string;
  hoursAfterTopic: number;
  likes: number;
  replies?: CommentSeed[];
}

export interface TopicSeed {
  /** <= 150 characters */
  title: string;
  /** short subject/keyword line, <= 100 characters */
  subject: string;
  category: TopicCategory;
  /** 1-5 paragraphs, each <= 1500 characters */
  description: string[];
  /** username of a seed user */
  author: string;
  pinned: boolean;
  locked: boolean;
  views: number;
  likes: number;
  /** 0.2 .. 120 */
  daysAgo: number;
  comments: CommentSeed[];
}

export type ContentDifficulty = 'Easy' | 'Medium' | 'Hard';

export type GuideLevel = 'beginner' | 'intermediate' | 'advanced';

export interface NewsEventSeed {
  title: string;
  hebTitle: string;
  text: string;
  hebText: string;
  /** ISO date (YYYY-MM-DD) */
  date: string;
  location: string;
  hebLocation: string;
  attendees: number;
}

export interface RecipeSeed {
  title: string;
  hebTitle: string;
  description: string;
  hebDescription: string;
  difficulty: ContentDifficulty;
  timeMinutes: number;
  /** 1-5, one decimal */
  rating: number;
  servings: number;
  ingredients: string[];
  hebIngredients: string[];
  steps: string[];
  hebSteps: string[];
  /** The seeded peppers it uses, by English name, in the order of its ingredients. */
  peppers: string[];
}

export interface GuideSeed {
  title: string;
  hebTitle: string;
  description: string;
  hebDescription: string;
  durationMinutes: number;
  level: GuideLevel;
  views: number;
  body: string[];
  hebBody: string[];
}

/** Culinary uses and a growing note of a seeded pepper, in English and Hebrew (issue 33). */
export interface PepperNotesSeed {
  uses: string;
  hebUses: string;
  growingNote: string;
  hebGrowingNote: string;
}
