/** Namespaces follow the feature modules. */
export const NAMESPACES = [
  'common',
  'home',
  'peppers',
  'content',
  'forum',
  'admin',
  'adminPeppers',
  'adminModeration',
  'auth',
  'profile',
  'errors',
] as const;
export const DEFAULT_NAMESPACE = 'common';
export type Namespace = (typeof NAMESPACES)[number];
