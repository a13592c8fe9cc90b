import { lazyComponent } from '@/modules/ui/lazyComponent';

/**
 * The photo code of the forum, each a chunk of its own: the topic page's first load stays within its budget. The gallery
 * is drawn by the server where a post has photos (its chunk then comes with the page); the picker loads only in a
 * member's composer.
 */
export const LazyPostAttachments = lazyComponent('PostAttachments', () => import('./PostAttachments').then((m) => m.PostAttachments), null);

export const LazyAttachmentPicker = lazyComponent('AttachmentPicker', () => import('./AttachmentPicker').then((m) => m.AttachmentPicker), null);
