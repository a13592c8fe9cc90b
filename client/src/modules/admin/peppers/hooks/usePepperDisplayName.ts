import { useCallback } from 'react';
import { useLanguage } from '@/core/i18n/useLanguage';
import { pepperName } from '@/modules/peppers/utils/pepperDisplay';

export interface NamedPepper {
  name: string;
  hebName?: string | null;
}

/** The name notices and labels use: the Hebrew name on a Hebrew page when there is one. */
export function usePepperDisplayName(): (pepper: NamedPepper) => string {
  const { language } = useLanguage();
  return useCallback(
    (pepper: NamedPepper) => pepperName({ name: pepper.name, hebName: pepper.hebName ?? null }, language),
    [language],
  );
}
