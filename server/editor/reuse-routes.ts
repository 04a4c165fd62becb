import { Router, type Request } from 'express';
import type { Db } from '../db/client';
import type { BlockRegistry } from '../../runtime/registry';
import { copiesRoutes } from './copies-routes';
import { groupsRoutes } from './groups-routes';

/** Issue 26, items 4 and 5: copies and templates of pages, reusable block groups (mounted by router.ts). */
export function reuseRoutes(deps: {
  db: Db;
  registry: BlockRegistry;
  published: (site: string, req: Request) => Promise<void>;
}): Router {
  return Router().use(copiesRoutes(deps), groupsRoutes(deps));
}
