import { useQuery } from '@apollo/client/react';
import { normalizeDifficulty, parseShu, formatShuRangeCompact } from '@pepper-atlas/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import { AdminPepperDocument, type AdminPepperFieldsFragment } from '@/generated/graphql';
import { HeatBadge } from '@/modules/peppers/components/HeatBadge';
import { PepperImage } from '@/modules/peppers/components/PepperImage';
import {
  heatLevelLabel,
  pepperColors,
  pepperGrowingTime,
  pepperHeatLevel,
  pepperShape,
  pepperTitle,
} from '@/modules/peppers/utils/pepperDisplay';
import { SpeciesName } from '@/modules/peppers/components/SpeciesName';
import { Dialog } from '@/modules/ui/components/Dialog';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { numberFormat } from '@/modules/ui/utils/intl';

export interface AdminPepperDetailsDialogProps {
  pepperId: string;
  onClose: () => void;
  onEdit: (pepper: AdminPepperFieldsFragment) => void;
}

/** Every stored field of one pepper, both languages, its status and counters; Edit opens the form. */
export function AdminPepperDetailsDialog({ pepperId, onClose, onEdit }: AdminPepperDetailsDialogProps) {
  const { t, i18n } = useTranslation('adminPeppers');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { language } = useLanguage();
  const formatDate = useFormatDate();
  const { data, loading, error } = useQuery(AdminPepperDocument, { variables: { id: pepperId } });
  const pepper = data?.pepper;
  const count = numberFormat(i18n.language);

  const renderBody = () => {
    if (!pepper) {
      if (loading) return <PageLoading />;
      return (
        <StateMessage tone="error" title={t('details.error')} headingLevel={3}>
          <p>{tErrors(errorMessageKey(error))}</p>
        </StateMessage>
      );
    }
    const parsed = parseShu(pepper.shu);
    const difficulty = normalizeDifficulty(pepper.difficulty);
    const text = (value: string | null | undefined, lang?: 'he' | 'en'): ReactNode =>
      value ? (
        <span dir="auto" lang={lang}>
          {value}
        </span>
      ) : (
        t('details.empty')
      );
    const facts: { key: string; label: string; value: ReactNode }[] = [
      { key: 'name', label: t('form.fields.name'), value: text(pepper.name, 'en') },
      { key: 'hebName', label: t('form.fields.hebName'), value: text(pepper.hebName, 'he') },
      {
        key: 'shu',
        label: t('form.fields.shu'),
        value: (
          <bdi dir="ltr">
            {pepper.shu}
            {parsed ? ` (${formatShuRangeCompact(parsed)})` : ''}
          </bdi>
        ),
      },
      { key: 'group', label: t('form.fields.group'), value: <SpeciesName group={pepper.group} /> },
      { key: 'heatLevel', label: t('form.fields.heatLevel'), value: text(heatLevelLabel(pepper.heatLevel, language)) },
      {
        key: 'difficulty',
        label: t('form.fields.difficulty'),
        value: difficulty ? t(`form.difficulties.${difficulty}`) : text(pepper.difficulty),
      },
      { key: 'origin', label: t('form.fields.origin'), value: text(pepper.origin, 'en') },
      { key: 'hebOrigin', label: t('form.fields.hebOrigin'), value: text(pepper.hebOrigin, 'he') },
      { key: 'flavor', label: t('form.fields.flavor'), value: text(pepper.flavor, 'en') },
      { key: 'hebFlavor', label: t('form.fields.hebFlavor'), value: text(pepper.hebFlavor, 'he') },
      { key: 'growingTime', label: t('form.fields.growingTime'), value: text(pepperGrowingTime(pepper, language)) },
      { key: 'color', label: t('details.color'), value: text(pepperColors(pepper, language)) },
      { key: 'shape', label: t('form.fields.shape'), value: text(pepperShape(pepper, language)) },
      { key: 'views', label: t('details.views'), value: count.format(pepper.views) },
      { key: 'likes', label: t('details.likes'), value: count.format(pepper.likes) },
      { key: 'lastUpdated', label: t('details.lastUpdated'), value: formatDate(pepper.lastUpdated) },
    ];
    return (
      <div className="admin-pepper-details">
        <div className="admin-pepper-details__top">
          <PepperImage
            pepper={pepper}
            alt={pepperTitle(pepper, language)}
            sizes="(min-width: 40rem) 16rem, 100vw"
            className="admin-pepper-details__image"
          />
          <div className="admin-pepper-details__summary">
            <p className="admin-pepper-details__name" dir="auto">
              {pepperTitle(pepper, language, { keepTogether: true })}
            </p>
            <div className="admin-peppers-table__badges">
              <HeatBadge level={pepperHeatLevel(pepper)} />
              <span className={`badge status-badge status-badge--${pepper.isActive ? 'active' : 'blocked'}`}>
                {t(pepper.isActive ? 'status.active' : 'status.inactive')}
              </span>
              {pepper.isFeatured && <span className="badge admin-peppers-featured-badge">{t('status.featured')}</span>}
            </div>
          </div>
        </div>
        <dl className="admin-pepper-details__facts">
          {facts.map((fact) => (
            <div key={fact.key}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="admin-pepper-details__texts">
          <div>
            <h3>{t('form.fields.description')}</h3>
            <p>{text(pepper.description, 'en')}</p>
          </div>
          <div>
            <h3>{t('form.fields.hebDescription')}</h3>
            <p>{text(pepper.hebDescription, 'he')}</p>
          </div>
        </div>
      </div>
    );
  };

  return (
    <Dialog
      title={t('details.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {tCommon('actions.close')}
          </button>
          {pepper && (
            <button type="button" className="button button--primary" onClick={() => onEdit(pepper)}>
              {t('details.edit')}
            </button>
          )}
        </>
      }
    >
      {renderBody()}
    </Dialog>
  );
}
