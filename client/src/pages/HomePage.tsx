import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeContent } from '@/modules/home/components/HomeContent';
import { HomeHero } from '@/modules/home/components/HomeHero';
import { HottestPeppers } from '@/modules/home/components/HottestPeppers';
import { GuestFavoritesSync } from '@/modules/peppers/components/GuestFavoritesSync';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';
import { useHydrating } from '@/core/ssr/SsrContext';
import './HomePage.css';

export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('pageTitle'), t('metaDescription'));
  // The hero (a phone's whole first screen) is drawn first; the sections below it, with their data
  // requests, follow in the next, interruptible render. The server draws them at once (and the hydration with it).
  const showSections = useDeferredValue(true, useHydrating());
  return (
    <div className="home-page">
      <GuestFavoritesSync />
      <HomeHero />
      {showSections && (
        <>
          <HottestPeppers />
          <HomeContent />
        </>
      )}
    </div>
  );
}
