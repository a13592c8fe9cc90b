import { useTranslation } from 'react-i18next';
import { HomeContent } from '@/modules/home/components/HomeContent';
import { HomeHero } from '@/modules/home/components/HomeHero';
import { HottestPeppers } from '@/modules/home/components/HottestPeppers';
import { GuestFavoritesSync } from '@/modules/peppers/components/GuestFavoritesSync';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';
import './HomePage.css';

export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('pageTitle'));
  return (
    <div className="home-page">
      <GuestFavoritesSync />
      <HomeHero />
      <HottestPeppers />
      <HomeContent />
    </div>
  );
}
