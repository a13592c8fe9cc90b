import { useQuery } from '@apollo/client/react';
import { normalizeHeatLevel } from '@pepper-atlas/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import { ComparePeppersDocument, type CataloguePepperFieldsFragment } from '@/generated/graphql';
import { Dialog } from '@/modules/ui/components/Dialog';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { CloseIcon } from '@/modules/ui/components/icons';
import { COMPARE_MAX } from '../hooks/useCompareSelection';
import { usePepperFacts, type FactKey } from '../hooks/usePepperFacts';
import { heatLevelLabel, pepperHeatLevel, pepperName, pepperShuCompact } from '../utils/pepperDisplay';
import { HeatBadge } from './HeatBadge';
import { HeatBar } from './HeatBar';
import { FactValue } from './PepperFacts';
import { PepperImage } from './PepperImage';
import './CompareDialog.css';

export interface CompareDialogProps {
  ids: string[];
  onRemove: (id: string) => void;
  onClose: () => void;
}

// The heat level is the first row (badge and bar), not a fact row too: one name for one thing.
const COMPARED_FACTS: readonly FactKey[] = [
  'group',
  'origin',
  'flavor',
  'difficulty',
  'growingTime',
  'color',
  'shape',
  'views',
  'likes',
];

/** The picked peppers side by side (2 to 4), fetched in one request. */
export function CompareDialog({ ids, onRemove, onClose }: CompareDialogProps) {
  const { t } = useTranslation('peppers');
  const { t: tCommon } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ComparePeppersDocument, {
    variables: { ids, take: COMPARE_MAX },
  });
  // In the order they were picked.
  const byId = new Map((data?.peppers.items ?? []).map((pepper) => [pepper.id, pepper]));
  const peppers = ids.map((id) => byId.get(id)).filter((p): p is CataloguePepperFieldsFragment => Boolean(p));

  const renderBody = () => {
    if (loading && peppers.length === 0) return <PageLoading />;
    if (error) {
      return (
        <StateMessage
          tone="error"
          headingLevel={3}
          title={t('compare.error')}
          actions={
            <button type="button" className="button button--primary" onClick={() => refetch().catch(() => undefined)}>
              {tCommon('actions.tryAgain')}
            </button>
          }
        />
      );
    }
    return <CompareTable peppers={peppers} onRemove={onRemove} />;
  };

  return (
    <Dialog title={t('compare.title')} onClose={onClose}>
      <div className="compare-dialog">{renderBody()}</div>
    </Dialog>
  );
}

interface CompareTableProps {
  peppers: CataloguePepperFieldsFragment[];
  onRemove: (id: string) => void;
}

function CompareTable({ peppers, onRemove }: CompareTableProps) {
  const { t } = useTranslation('peppers');
  const { language } = useLanguage();
  const factsOf = usePepperFacts();
  const facts = peppers.map((pepper) => factsOf(pepper, COMPARED_FACTS));

  return (
    <div className="compare-table__scroller" tabIndex={0} role="region" aria-label={t('compare.tableLabel')}>
      <table className="compare-table" style={{ '--compare-columns': peppers.length } as CSSProperties}>
        <caption className="visually-hidden">{t('compare.caption', { count: peppers.length })}</caption>
        <thead>
          <tr>
            <td />
            {peppers.map((pepper) => {
              const name = pepperName(pepper, language);
              return (
                <th key={pepper.id} scope="col" className="compare-table__pepper">
                  <PepperImage pepper={pepper} alt="" sizes="12rem" loading="eager" />
                  <span className="compare-table__name" dir="auto">
                    {name}
                  </span>
                  <button
                    type="button"
                    className="compare-table__remove"
                    aria-label={t('compare.remove', { name })}
                    title={t('compare.remove', { name })}
                    onClick={() => onRemove(pepper.id)}
                  >
                    <CloseIcon width={16} height={16} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('facts.heatLevel')}</th>
            {peppers.map((pepper) => {
              const level = pepperHeatLevel(pepper);
              // The catalogue's level by SHU; a stored level that says otherwise is kept, under it.
              const listed = normalizeHeatLevel(pepper.heatLevel);
              return (
                <td key={pepper.id}>
                  <HeatBadge level={level} />
                  <HeatBar pepper={pepper} level={level} />
                  {listed && listed !== level && (
                    <span className="compare-table__note">{t('compare.listedHeat', { level: heatLevelLabel(listed, language) })}</span>
                  )}
                </td>
              );
            })}
          </tr>
          <tr>
            <th scope="row">{t('compare.shu')}</th>
            {peppers.map((pepper) => (
              <td key={pepper.id} className="compare-table__shu">
                <bdi dir="ltr">{t('card.shu', { shu: pepperShuCompact(pepper) })}</bdi>
              </td>
            ))}
          </tr>
          {COMPARED_FACTS.map((key, row) => (
            <tr key={key}>
              <th scope="row">{facts[0]?.[row]?.label}</th>
              {peppers.map((pepper, column) => (
                <td key={pepper.id}>
                  {facts[column]?.[row]?.value ? <FactValue fact={facts[column][row]} /> : '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
