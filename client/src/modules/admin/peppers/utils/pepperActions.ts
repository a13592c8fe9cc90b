import type { PepperStatusAction } from '@/generated/graphql';

/** The status changes of docs/product-rules.md#states: one update-status operation (action, value). */
export const PEPPER_STATUS_CHANGES = ['activate', 'deactivate', 'feature', 'unfeature'] as const;
export type PepperStatusChange = (typeof PEPPER_STATUS_CHANGES)[number];

/** What the bulk bar offers, in order. */
export const BULK_ACTIONS = [...PEPPER_STATUS_CHANGES, 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export interface StatusChangeCall {
  action: PepperStatusAction;
  value: boolean;
  /** The Pepper field it sets. */
  flag: 'isActive' | 'isFeatured';
}

export function statusChangeCall(change: PepperStatusChange): StatusChangeCall {
  switch (change) {
    case 'activate':
      return { action: 'active', value: true, flag: 'isActive' };
    case 'deactivate':
      return { action: 'active', value: false, flag: 'isActive' };
    case 'feature':
      return { action: 'featured', value: true, flag: 'isFeatured' };
    case 'unfeature':
      return { action: 'featured', value: false, flag: 'isFeatured' };
  }
}

/** The success notice key of each change. */
export const STATUS_NOTICES = {
  activate: 'notices.activated',
  deactivate: 'notices.deactivated',
  feature: 'notices.featured',
  unfeature: 'notices.unfeatured',
} as const satisfies Record<PepperStatusChange, string>;

/** How long an "Undo" (a delete, a block, a role change) stays on offer. */
export const UNDO_WINDOW_MS = 10_000;
