import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { HottestPeppersDocument } from '@/generated/graphql';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { HeatScaleProvider } from '@/modules/peppers/hooks/useHeatScale';
import { pepperRatingShu } from '@/modules/peppers/utils/pepperDisplay';
import { HotPepperCard } from './HotPepperCard';
import './HottestPeppers.css';

/** The home page shows the top 6 peppers by SHU (docs/product-rules.md#constants). */
export const HOTTEST_PEPPERS_LIMIT = 6;

export function HottestPeppers() {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { data, loading, error, refetch } = useQuery(HottestPeppersDocument, {
    variables: { limit: HOTTEST_PEPPERS_LIMIT },
    notifyOnNetworkStatusChange: true,
  });

  const handleRetry = () => {
    // A failed retry shows the error state again through the hook's result.
    refetch().catch(() => undefined);
  };

  const renderContent = () => {
    if (loading) return <SkeletonGrid count={HOTTEST_PEPPERS_LIMIT} className="hot-pepper-grid" />;
    if (error) {
      return (
        <StateMessage
          tone="error"
          headingLevel={3}
          title={t('hottest.error')}
          actions={
            <button type="button" className="button button--primary" onClick={handleRetry}>
              {tCommon('actions.tryAgain')}
            </button>
          }
        >
          <p>{tErrors(errorMessageKey(error))}</p>
        </StateMessage>
      );
    }
    const peppers = data?.hottestPeppers ?? [];
    if (peppers.length === 0) return <StateMessage tone="empty" headingLevel={3} title={t('hottest.empty')} />;
    // The first is the hottest active pepper: it fills its bar, the others are on its logarithmic scale.
    return (
      <HeatScaleProvider topShu={pepperRatingShu(peppers[0]!)}>
        <ol className="hot-pepper-grid">
          {peppers.map((pepper, index) => (
            <li key={pepper.id}>
              <HotPepperCard pepper={pepper} rank={index + 1} />
            </li>
          ))}
        </ol>
      </HeatScaleProvider>
    );
  };

  return (
    <section className="container home-section" aria-labelledby="hottest-title">
      <header className="section-header">
        <h2 id="hottest-title">{t('hottest.title')}</h2>
        <p>{t('hottest.subtitle')}</p>
      </header>
      {renderContent()}
    </section>
  );
}
