import { useTranslation } from 'react-i18next';
import { HomeHero } from '@/modules/home/components/HomeHero';
import { HottestPeppers } from '@/modules/home/components/HottestPeppers';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('pageTitle'));
  return (
    <>
      <HomeHero />
      <HottestPeppers />
    </>
  );
}
