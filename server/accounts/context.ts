import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { AccountsSettings } from './settings';

/** What every accounts handler needs; `now` is injectable so renewals and expiry can be tested with a fixed clock. */
export interface AccountsContext {
  db: Db;
  log: Logger;
  production: boolean;
  settings: AccountsSettings;
  now: () => Date;
  /** Work still running after its answer was sent (server/accounts/after-answer.ts). */
  afterAnswers?: Set<Promise<void>>;
}
