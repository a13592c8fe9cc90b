/**
 * The two views of one pepper, one chunk loaded on demand: the quick look over the catalogue and the pepper's own page
 * share nearly all their code (the details, the sections, the Scoville chart), which would otherwise be counted as the
 * catalogue's shared code and go into every page's first download.
 */
export { PepperArticle } from './PepperArticle';
export { PepperDetailsDialog } from './PepperDetailsDialog';
