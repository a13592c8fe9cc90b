import DataLoader from 'dataloader';
import type { AppRequest } from '../request-context.js';

/**
 * Batching loaders, created fresh for every GraphQL request so nothing is cached across users. Empty here:
 * each module adds the loaders of its own rows to this interface (declaration merging in its `*.loaders.ts`),
 * and the application puts them together (app/loaders.ts). `common` knows no feature.
 */
export interface Loaders {}

/** What the GraphQL context and the live gate need: fresh loaders for a request. */
export interface LoadersFactory {
  create(req: AppRequest): Loaders;
}

/** A loader of something about the signed-in viewer (false for guests). */
export function viewerLoader(req: AppRequest, load: (userId: string, ids: readonly string[]) => Promise<boolean[]>): DataLoader<string, boolean> {
  // The viewer is read when a batch runs: the guard has authenticated the request by then.
  return new DataLoader<string, boolean>((ids) => (req.user ? load(req.user.id, ids) : Promise.resolve(ids.map(() => false))));
}
