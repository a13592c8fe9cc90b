import {
  FORUM_FILTER_CATEGORIES,
  FORUM_SORT_FIELDS,
  type ForumFilterCategory,
} from '@pepper-atlas/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/modules/ui/components/SearchField';
import { numberFormat } from '@/modules/ui/utils/intl';
import type { ForumFilters } from '../hooks/useForumFilters';
import { ChiliIcon } from '@/modules/ui/components/icons';
import { SortControl } from '@/modules/ui/components/SortControl';
import { TOPIC_CATEGORY_ICONS } from './TopicIcon';

export interface ForumToolbarProps {
  filters: ForumFilters;
  onChange: (changes: Partial<ForumFilters>) => void;
  /** Topics per category, for the chips' counts (left out while unknown). */
  categoryStats?: readonly { category: string; count: number }[];
}

/** Chip counts: each category's topics; "all" counts every topic (general ones too). */
function chipCounts(stats: ForumToolbarProps['categoryStats']): Partial<Record<ForumFilterCategory, number>> {
  if (!stats) return {};
  const counts: Partial<Record<ForumFilterCategory, number>> = {
    all: stats.reduce((sum, entry) => sum + entry.count, 0),
  };
  for (const { category, count } of stats) {
    if ((FORUM_FILTER_CATEGORIES as readonly string[]).includes(category)) {
      counts[category as ForumFilterCategory] = count;
    }
  }
  return counts;
}

export function ForumToolbar({ filters, onChange, categoryStats }: ForumToolbarProps) {
  const { t, i18n } = useTranslation('forum');
  const counts = chipCounts(categoryStats);
  const format = numberFormat(i18n.language);
  const sortId = useId();
  const order = t(`sort.${filters.sortOrder}`);

  const handleSearch = (search: string) => onChange({ search });

  return (
    <div className="forum-toolbar">
      <SearchField
        value={filters.search}
        onSearch={handleSearch}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        name="search"
      />
      <div className="forum-toolbar__row">
        <div className="chip-group" role="group" aria-label={t('categories.label')}>
          {FORUM_FILTER_CATEGORIES.map((category) => {
            const Icon = category === 'all' ? ChiliIcon : TOPIC_CATEGORY_ICONS[category];
            return (
              <button
                key={category}
                type="button"
                className="chip"
                aria-pressed={filters.category === category}
                onClick={() => onChange({ category })}
              >
                <Icon width={16} height={16} />
                {t(`categories.${category}`)}
                {counts[category] !== undefined && (
                  <span className="chip__count">
                    {format.format(counts[category])}
                    <span className="visually-hidden"> {t('categories.topics', { count: counts[category] })}</span>
                  </span>
                )}
              </button>
            );
          })}
        </div>
        {/* A search lists its hits newest first: the sort applies to the topic list only. */}
        {!filters.search && (
          <div className="forum-toolbar__sort">
            <label htmlFor={sortId}>{t('sort.label')}</label>
            <SortControl
              id={sortId}
              fields={FORUM_SORT_FIELDS}
              sortBy={filters.sortBy}
              sortOrder={filters.sortOrder}
              fieldLabel={(field) => t(`sort.${field}`)}
              orderLabel={order}
              toggleLabel={t('sort.toggle', { order })}
              onSortBy={(sortBy) => onChange({ sortBy })}
              onSortOrder={(sortOrder) => onChange({ sortOrder })}
              toggleClassName="forum-toolbar__order"
            />
          </div>
        )}
      </div>
    </div>
  );
}
