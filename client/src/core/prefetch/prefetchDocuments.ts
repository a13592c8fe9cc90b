import type { DocumentNode } from '@apollo/client';
import { CataloguePeppersDocument, PepperStatsDocument } from '../../generated/graphql';

/**
 * The query of each ROUTE_PREFETCHES operation. Loaded only when the boot script prefetched something
 * (a guest on the catalogue's plain URL), so the documents stay out of the frame every page loads. The build
 * prints them for the boot script (vite.boot-preload.ts): a relative import, which the config can follow.
 */
export const PREFETCH_DOCUMENTS: Record<string, DocumentNode> = { CataloguePeppers: CataloguePeppersDocument, PepperStats: PepperStatsDocument };
