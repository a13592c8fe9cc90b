import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useDirection } from '@/app/i18n/useDirection';
import { VerifyEmailBanner } from '@/modules/auth/components/VerifyEmailBanner';
import { useSessionVerification } from '@/modules/auth/hooks/useSessionVerification';
import { NoticeRegion } from '@/modules/ui/notices/NoticeRegion';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { Footer } from './Footer';
import { Header } from './Header';
import './AppLayout.css';

const MAIN_CONTENT_ID = 'main-content';

/** The frame around every route: skip link, header, the page, footer, notices. Keeps the session checked. */
export function AppLayout() {
  const { t } = useTranslation();
  useDirection();
  useSessionVerification();

  return (
    <div className="app-layout">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent')}
      </a>
      <Header />
      <VerifyEmailBanner />
      <main id={MAIN_CONTENT_ID} className="app-layout__main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <NoticeRegion />
      <ScrollRestoration />
    </div>
  );
}
