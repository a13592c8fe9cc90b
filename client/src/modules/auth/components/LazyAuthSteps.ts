import { lazyComponent } from '@/modules/ui/lazyComponent';

/**
 * The steps after a sign-in or sign-up form is sent (the two-factor code, "check your email") as chunks of
 * their own: every guest who opens a sign-in page would otherwise download them.
 */
export const LazyTwoFactorLoginStep = lazyComponent(
  'TwoFactorLoginStep',
  () => import('./TwoFactorLoginStep').then((m) => m.TwoFactorLoginStep),
  null,
);

export const LazyCheckEmail = lazyComponent(
  'CheckEmail',
  () => import('./CheckEmail').then((m) => m.CheckEmail),
  null,
);
