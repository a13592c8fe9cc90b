import { lazyComponent } from '@/modules/ui/lazyComponent';

/** ConfirmEmailFirst as a chunk of its own: only a member who must confirm their address downloads it. */
export const LazyConfirmEmailFirst = lazyComponent(
  'ConfirmEmailFirst',
  () => import('./ConfirmEmailFirst').then((m) => m.ConfirmEmailFirst),
  null,
);
