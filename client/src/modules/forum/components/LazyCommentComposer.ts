import { lazyComponent } from '@/modules/ui/lazyComponent';

/** The comment box (Markdown, preview, autocomplete, drafts): its code loads only for members who can write. */
export const LazyCommentComposer = lazyComponent(
  'CommentComposer',
  () => import('./CommentComposer').then((m) => m.CommentComposer),
  null,
);
