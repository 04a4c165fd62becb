import express, { Router, type Application, type Express } from 'express';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { AccountsContext } from './context';
import { accountsErrorHandler } from './errors';
import { settled } from './after-answer';
import { cors } from './http';
import { identityRouter } from './identity/router';
import { newsletterRouter } from './newsletter';
import { contactRouter } from './contact';
import { openApiRouter } from './openapi';
import { pagesRouter } from './pages';
import { pageReaderOf, sessionUserOf, type PageReaderOf, type SessionUserOf } from './page-reader';
import { premiumRouter, type PremiumBlocks } from '../paywall/premium';
import { salesRouter } from './sales/router';
import type { PaymentProvider } from './sales/payment-provider';
import { TestPaymentProvider } from './sales/test-provider';
import { testChallengePages } from './sales/test-provider-pages';
import { runRenewals, type RenewalReport } from './sales/renewals';
import { reconcilePayments } from './sales/reconcile-payments';
import { readAccountsSettings, type AccountsSettings } from './settings';
import { MemoryHitStore, type HitStore } from '../security/hit-store';

/** Levers for tests, published on the host app as `app.locals.accounts` once mounted. */
export interface AccountsControls {
  settings: AccountsSettings;
  /** Forget the throttles' counts (tests). */
  resetThrottle: () => Promise<void>;
  /** The payment provider in use (the built-in test provider unless one is configured). */
  provider: PaymentProvider;
  /** Run the renewal job now (it also runs every 15 minutes). */
  runRenewals: () => Promise<RenewalReport>;
  /** Settle payments whose answer was lost (it also runs every `settings.reconcile.everyMs`); the orders settled. */
  reconcilePayments: () => Promise<string[]>;
  /** Replace the clock (expiry, locks, renewals); `undefined` restores the real one. */
  setClock: (now: (() => Date) | undefined) => void;
  /** Resolves when the work answers left to do after they were sent (a reset's mail) is done. */
  settled: () => Promise<void>;
}

/**
 * Identity (`/identity/public`) and sales (`/sales/public/v1`) services. A sub-application rather than a
 * Router so that, once mounted, it can hand its test controls to the host (`mount` event).
 */
export function accountsRouter(deps: {
  database: Database;
  log: Logger;
  production: boolean;
  limits?: HitStore;
  /** The block registry and sources the premium answers render through (server/paywall/premium.ts). */
  blocks: PremiumBlocks;
}): Express & { pageReader: PageReaderOf; sessionUser: SessionUserOf } {
  const limits = deps.limits ?? new MemoryHitStore();
  const settings = readAccountsSettings(deps.production);
  const ctx: AccountsContext = {
    db: deps.database.db,
    log: deps.log,
    production: deps.production,
    settings,
    now: () => new Date(),
    afterAnswers: new Set(),
  };
  const identity = identityRouter(ctx, limits);
  // No real provider is wired yet: the test provider only takes its documented test card numbers. In production
  // every one of them would open the paywall, so it runs there only when explicitly allowed.
  if (deps.production && !settings.allowTestPayments)
    throw new Error(
      'APP_ENV=production with the built-in test payment provider: its test cards would pay. ' +
        'Configure a real payment provider, or set ALLOW_TEST_PAYMENTS=1 to run it on purpose.',
    );
  const provider = new TestPaymentProvider(deps.database.db);
  const controls: AccountsControls = {
    settings,
    provider,
    resetThrottle: () => limits.reset('accounts:'),
    runRenewals: () => runRenewals(ctx, provider),
    reconcilePayments: () => reconcilePayments(ctx, provider),
    setClock: (now) => {
      ctx.now = now ?? (() => new Date());
    },
    settled: () => settled(ctx),
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(pagesRouter(ctx));
  app.use(testChallengePages(deps.database.db, provider));
  app.use(openApiRouter());
  app.use('/identity/public', service(ctx, identity.router));
  app.use('/sales/public/v1', service(ctx, salesRouter(ctx, provider)));
  app.use('/newsletter/public/v1', service(ctx, newsletterRouter(ctx, limits)));
  app.use('/notification/public/v1', service(ctx, contactRouter(ctx, limits)));
  app.use('/api/premium', service(ctx, premiumRouter(ctx, deps.blocks)));
  app.on('mount', (parent: Application) => {
    parent.locals.accounts = controls;
  });
  return Object.assign(app, { pageReader: pageReaderOf(ctx), sessionUser: sessionUserOf(ctx) });
}

/** Shared front of both services: CORS, JSON bodies, `{ code, message }` errors, a JSON 404. */
function service(ctx: AccountsContext, routes: Router): Router {
  const router = Router();
  router.use(cors(ctx));
  // Answers are one reader's (profile, cart, orders, subscriptions): never kept by a shared cache. Routes that
  // answer public data (the avatar image) set their own header.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });
  router.use(express.json({ limit: '100kb' }));
  router.use(routes);
  router.use((_req, res) => {
    res.status(404).json({ code: 'NOT_FOUND', message: 'Recurso no encontrado.' });
  });
  router.use(accountsErrorHandler);
  return router;
}
