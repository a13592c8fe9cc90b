import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import type { CataloguePepperFieldsFragment } from '@/generated/graphql';
import { SpeciesName } from './SpeciesName';
import { pepperHeatLevel, pepperName, pepperOrigin, pepperShuCompact } from '../utils/pepperDisplay';
import type { CatalogueSort } from '../utils/catalogueFilters';
import type { SortOrder } from '@/generated/graphql';
import { numberFormat } from '@/modules/ui/utils/intl';
import { ArrowDownIcon, ArrowUpIcon } from '@/modules/ui/components/icons';
import { HeatBadge } from './HeatBadge';
import { PepperCardActions } from './PepperCardActions';
import type { PepperCardProps } from './PepperCard';
import { PepperImage } from './PepperImage';
import './PepperTable.css';

type RowProps = Omit<PepperCardProps, 'pepper' | 'imageLoading'>;

export interface PepperTableProps {
  peppers: readonly CataloguePepperFieldsFragment[];
  label: string;
  sortBy: CatalogueSort;
  sortOrder: SortOrder;
  /** A column header was pressed: its sort, reversed when it is the current one. */
  onSort: (sortBy: CatalogueSort) => void;
  rowProps: (pepper: CataloguePepperFieldsFragment) => RowProps;
}

/** The sortable columns and the catalogue sort each stands for. */
const SORTABLE = {
  name: 'name',
  shu: 'shu',
  likes: 'popularity',
} as const satisfies Record<string, CatalogueSort>;

/**
 * The catalogue's dense list: one row per pepper, sortable by name, heat (SHU) and popularity from
 * the column headers (aria-sort), with favorite, share and compare on each row. On a phone the group
 * and origin columns give way and each row stacks (name and actions, then heat, SHU and likes, each
 * number with its unit), so the list fits the screen; the toolbar's sort menu sorts it there. A chunk
 * of its own, loaded when the list view is chosen.
 */
export function PepperTable({ peppers, label, sortBy, sortOrder, onSort, rowProps }: PepperTableProps) {
  const { t, i18n } = useTranslation('peppers');
  const { language } = useLanguage();
  const count = numberFormat(i18n.language);

  const header = (column: keyof typeof SORTABLE, text: string) => {
    const sort = SORTABLE[column];
    const current = sortBy === sort;
    const Arrow = sortOrder === 'asc' ? ArrowUpIcon : ArrowDownIcon;
    return (
      <th scope="col" aria-sort={current ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}>
        <button type="button" className="pepper-table__sort" onClick={() => onSort(sort)}>
          {text}
          {current && <Arrow width={14} height={14} />}
        </button>
      </th>
    );
  };

  return (
    <div className="pepper-table-wrap">
      <table className="pepper-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {header('name', t('sort.name'))}
            <th scope="col">{t('card.shuLabel')}</th>
            {header('shu', t('table.shu'))}
            <th scope="col" className="pepper-table__optional">
              {t('card.group')}
            </th>
            <th scope="col" className="pepper-table__optional">
              {t('card.origin')}
            </th>
            {header('likes', t('table.likes'))}
            <th scope="col">
              <span className="visually-hidden">{t('table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {peppers.map((pepper) => {
            const name = pepperName(pepper, language);
            const { onOpen, ...actions } = rowProps(pepper);
            return (
              <tr key={pepper.id} data-pepper={pepper.name}>
                <th scope="row">
                  <span className="pepper-table__identity">
                    <PepperImage pepper={pepper} alt="" sizes="3rem" className="pepper-table__thumb" />
                    <button
                      type="button"
                      className="pepper-table__name"
                      dir="auto"
                      aria-haspopup="dialog"
                      onClick={() => onOpen(pepper.slug)}
                    >
                      {name}
                    </button>
                  </span>
                </th>
                <td>
                  <HeatBadge level={pepperHeatLevel(pepper)} />
                </td>
                <td className="pepper-table__number" data-unit={t('table.shu')}>
                  <bdi dir="ltr">{pepperShuCompact(pepper)}</bdi>
                </td>
                <td className="pepper-table__optional">
                  <SpeciesName group={pepper.group} />
                </td>
                <td className="pepper-table__optional">
                  <bdi>{pepperOrigin(pepper, language) ?? ''}</bdi>
                </td>
                <td className="pepper-table__number" data-unit={t('table.likesUnit', { count: pepper.likes })}>
                  {count.format(pepper.likes)}
                </td>
                <td className="pepper-table__actions">
                  <PepperCardActions pepper={pepper} name={name} {...actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
