import { isRole, ROLE_LABELS } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A role as users see it (admin is shown as "manager", docs/product-rules.md#data). */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation();
  return useCallback((role: string) => (isRole(role) ? t(`roles.${ROLE_LABELS[role]}`) : role), [t]);
}
