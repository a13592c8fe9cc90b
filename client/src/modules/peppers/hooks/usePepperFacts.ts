import { botanicalName, normalizeDifficulty } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import type { CataloguePepperFieldsFragment } from '@/generated/graphql';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { numberFormat } from '@/modules/ui/utils/intl';
import { heatLevelLabel, pepperColors, pepperFlavor, pepperGrowingTime, pepperOrigin, pepperShape } from '../utils/pepperDisplay';

export type FactKey =
  'group' | 'origin' | 'growingTime' | 'flavor' | 'heatLevel' | 'difficulty' | 'color' | 'shape' | 'views' | 'likes' | 'lastUpdated';

export interface Fact {
  key: FactKey;
  label: string;
  value: string | null;
}

/** Facts shown on the front of a card. */
export const SUMMARY_FACTS: readonly FactKey[] = ['group', 'origin', 'growingTime'];
/** Facts a card shows when expanded (docs/product-rules.md#screens). */
export const MORE_FACTS: readonly FactKey[] = ['flavor', 'heatLevel', 'difficulty', 'views', 'likes', 'lastUpdated'];

/** Labelled, translated facts about a pepper, in the order asked for. */
export function usePepperFacts(): (pepper: CataloguePepperFieldsFragment, keys: readonly FactKey[]) => Fact[] {
  const { t, i18n } = useTranslation('peppers');
  const { language } = useLanguage();
  const formatDate = useFormatDate();

  return useCallback(
    (pepper, keys) => {
      // Only the facts asked for are worked out: a card's front shows three, and the date and
      // number formats of the others cost a phone real time on the first card drawn.
      const values: Record<FactKey, () => string | null> = {
        group: () => botanicalName(pepper.group),
        origin: () => pepperOrigin(pepper, language),
        growingTime: () => pepperGrowingTime(pepper, language),
        flavor: () => pepperFlavor(pepper, language),
        heatLevel: () => heatLevelLabel(pepper.heatLevel, language),
        difficulty: () => {
          const difficulty = normalizeDifficulty(pepper.difficulty);
          return difficulty ? t(`difficulty.${difficulty}`) : pepper.difficulty;
        },
        color: () => pepperColors(pepper, language),
        shape: () => pepperShape(pepper, language),
        views: () => numberFormat(i18n.language).format(pepper.views),
        likes: () => numberFormat(i18n.language).format(pepper.likes),
        lastUpdated: () => formatDate(pepper.lastUpdated),
      };
      return keys.map((key) => ({ key, label: t(`facts.${key}`), value: values[key]() }));
    },
    [t, i18n.language, language, formatDate],
  );
}
