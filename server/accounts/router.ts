import { Router } from 'express';
import type { Logger } from 'pino';
import type { Database } from '../db/client';

/** Identity (`/identity/public`) and sales (`/sales/public/v1`) services. Filled in by the accounts module. */
export function accountsRouter(_deps: { database: Database; log: Logger; production: boolean }): Router {
  return Router();
}
