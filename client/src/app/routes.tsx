import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '@/modules/layout/components/AppLayout';
import { RouteErrorBoundary } from '@/modules/layout/components/RouteErrorBoundary';
import { ContentListPage } from '@/pages/ContentListPage';
import { ForumPage } from '@/pages/ForumPage';
import { HomePage } from '@/pages/HomePage';
import { LoginPage } from '@/pages/LoginPage';
import { NewTopicPage } from '@/pages/NewTopicPage';
import { NotFoundPage } from '@/pages/NotFoundPage';
import { PeppersPage } from '@/pages/PeppersPage';
import { ProfilePage } from '@/pages/ProfilePage';
import { TopicPage } from '@/pages/TopicPage';
import { VerifyEmailPage } from '@/pages/VerifyEmailPage';

// The admin panel and the GraphiQL IDE are split into their own chunks.
const AdminPage = lazy(() => import('@/pages/AdminPage').then((m) => ({ default: m.AdminPage })));
const GraphiQLPage = lazy(() => import('@/pages/GraphiQLPage').then((m) => ({ default: m.GraphiQLPage })));

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Used only if the layout itself fails; page errors are caught below, inside the layout.
    errorElement: <RouteErrorBoundary standalone />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'peppers', element: <PeppersPage /> },
          { path: 'news', element: <ContentListPage kind="news" /> },
          { path: 'recipes', element: <ContentListPage kind="recipes" /> },
          { path: 'guides', element: <ContentListPage kind="guides" /> },
          { path: 'forum', element: <ForumPage /> },
          { path: 'forum/new-topic', element: <NewTopicPage /> },
          { path: 'forum/topic', element: <TopicPage /> },
          { path: 'forum/topic/:id', element: <TopicPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'admin', element: <AdminPage /> },
          { path: 'graphiql', element: <GraphiQLPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
