import type { Response } from 'express';
import type { Loaders } from '../dataloader/loaders.js';
import type { AppRequest } from '../request-context.js';

export interface GraphqlContext {
  req: AppRequest;
  res: Response;
  loaders: Loaders;
  /** Subscriptions (one context for many events): fresh loaders before each event, so nothing stale is answered. */
  renewLoaders?: () => void;
}
