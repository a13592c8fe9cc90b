import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useDirection } from '@/core/i18n/useDirection';
import { useSessionVerification } from '@/modules/auth/hooks/useSessionVerification';
import { NoticeRegion } from '@/modules/ui/notices/NoticeRegion';
import { lazyComponent } from '@/modules/ui/lazyComponent';
import { useSession } from '@/modules/auth/session/useSession';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import './AppLayout.css';

const MAIN_CONTENT_ID = 'main-content';

/** Members with an unconfirmed address only: a chunk of its own, so guests' pages carry none of its code. */
const VerifyEmailBanner = lazyComponent(
  'VerifyEmailBanner',
  () => import('@/modules/auth/components/VerifyEmailBanner').then((m) => m.VerifyEmailBanner),
  null,
);

/** The frame around every route: skip link, header, the page, footer, notices. Keeps the session checked. */
export function AppLayout() {
  const { t } = useTranslation();
  useDirection();
  useSessionVerification();
  const pathname = useScrollToTopOnNavigation();
  const session = useSession();

  return (
    <div className="app-layout">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent')}
      </a>
      <Header />
      {/* Not on the sign-in page: right after sign-up its "check your email" card says it (and offers the resend) already. */}
      {session?.user.emailVerified === false && pathname !== '/login' && <VerifyEmailBanner />}
      <main id={MAIN_CONTENT_ID} className="app-layout__main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <NoticeRegion />
    </div>
  );
}

/** A new page starts at the top; back and forward leave the browser's own scroll restoration alone. */
function useScrollToTopOnNavigation(): string {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A pepper's page is the catalogue with its details open: opening or closing them is no new page
  // (the catalogue stays mounted, scrolled where it was).
  const page = pathname.replace(/^\/peppers\/[^/]+\/?$/, '/peppers');
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [page, navigationType]);
  return page;
}
