import type { Namespace } from '@/core/i18n/namespaces';

/** A page module in src/pages: `<page>.tsx` exporting a component of the same name. */
export type PageName =
  | 'HomePage'
  | 'PeppersPage'
  | 'PepperPage'
  | 'ContentListPage'
  | 'ContentEntryPage'
  | 'ForumPage'
  | 'NewTopicPage'
  | 'TopicPage'
  | 'LoginPage'
  | 'VerifyEmailPage'
  | 'ForgotPasswordPage'
  | 'ResetPasswordPage'
  | 'CancelEmailChangePage'
  | 'ProfilePage'
  | 'NotificationsPage'
  | 'MemberPage'
  | 'AdminPage'
  | 'GraphiQLPage'
  | 'DevelopersPage'
  | 'NotFoundPage';

export interface RouteEntry {
  /** react-router path below the layout ('' is the index route). */
  path: string;
  page: PageName;
  props?: Record<string, unknown>;
  /** Translation namespaces the page shows at once: fetched in parallel with its code. */
  namespaces: readonly Namespace[];
  /**
   * The page a history entry marked as a quick look (its state's `quickLook`) shows instead: a page that opened the
   * address over itself, which stays mounted (the same component as on its own route).
   */
  quickLookOver?: PageName;
}

/**
 * Every route of the site, in one place: the router (routes.tsx) renders it, and the build
 * (vite.boot-preload.ts) preloads a route's page chunk and translations as the HTML arrives.
 * Every page is a chunk of its own, loaded with its route.
 */
export const ROUTES: readonly RouteEntry[] = [
  { path: '', page: 'HomePage', namespaces: ['home', 'peppers', 'content'] },
  { path: 'peppers', page: 'PeppersPage', namespaces: ['peppers'] },
  // A pepper's own page (survives reload and sharing); opened from the catalogue, its quick look over the catalogue,
  // which stays mounted (the catalogue's chunk is not this page's).
  { path: 'peppers/:slug', page: 'PepperPage', namespaces: ['peppers'], quickLookOver: 'PeppersPage' },
  // Each kind of content: its list (/news) and a page per entry (/news/<slug>).
  ...(['news', 'recipes', 'guides'] as const).flatMap((kind): RouteEntry[] => [
    { path: kind, page: 'ContentListPage', props: { kind }, namespaces: ['content'] },
    { path: `${kind}/:slug`, page: 'ContentEntryPage', props: { kind }, namespaces: ['content'] },
  ]),
  { path: 'forum', page: 'ForumPage', namespaces: ['forum'] },
  { path: 'forum/new-topic', page: 'NewTopicPage', namespaces: ['forum'] },
  { path: 'forum/topic', page: 'TopicPage', namespaces: ['forum'] },
  { path: 'forum/topic/:id', page: 'TopicPage', namespaces: ['forum'] },
  { path: 'login', page: 'LoginPage', namespaces: [] },
  { path: 'register', page: 'LoginPage', props: { initialMode: 'signUp' }, namespaces: [] },
  { path: 'verify-email', page: 'VerifyEmailPage', namespaces: [] },
  { path: 'forgot-password', page: 'ForgotPasswordPage', namespaces: [] },
  { path: 'reset-password', page: 'ResetPasswordPage', namespaces: [] },
  { path: 'cancel-email-change', page: 'CancelEmailChangePage', namespaces: [] },
  { path: 'profile', page: 'ProfilePage', namespaces: ['profile'] },
  { path: 'notifications', page: 'NotificationsPage', namespaces: ['profile'] },
  { path: 'users/:username', page: 'MemberPage', namespaces: ['profile'] },
  { path: 'admin', page: 'AdminPage', namespaces: ['admin'] },
  { path: 'graphiql', page: 'GraphiQLPage', namespaces: ['admin'] },
  // Its texts are the profile's (where keys are made): no locale file more for every page's boot code to know.
  { path: 'developers', page: 'DevelopersPage', namespaces: ['profile'] },
  { path: '*', page: 'NotFoundPage', namespaces: [] },
];

/** The namespaces of the frame around every page (header, session, error texts), fetched before the first render. */
export const FRAME_NAMESPACES: readonly Namespace[] = ['common', 'errors', 'auth'];
