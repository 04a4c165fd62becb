// @vitest-requires DATABASE_URL: a PostgreSQL the test cuts off behind a proxy (PGlite has no connection to lose).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scratchDatabase } from '../helpers/databases';
import { eventually, startMainProcess, type MainProcess } from './main-process';

/**
 * A worker that starts while PostgreSQL is down (issue 24, item 4) waits for it, alive and not ready, instead of
 * exiting into a crash loop; once the database answers it finishes start-up and turns ready.
 */
const databaseUrl = process.env.DATABASE_URL;
// Runs wherever DATABASE_URL is set (CI sets it); defined only then, so nothing is reported as skipped.
if (databaseUrl) {
  let main: MainProcess;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await scratchDatabase(databaseUrl, 'seeded');
    drop = scratch.drop;
    main = await startMainProcess(scratch.url, { before: (proxy) => proxy.refuse() });
  }, 30_000);
  afterAll(async () => {
    await main?.stop();
    await drop?.();
  });

  it('answers /healthz 200 and /readyz 503 while the database refuses; ready within seconds once it is back', async () => {
    const healthy = await eventually(async () => (await main.get('/healthz')).status === 200, 30_000);
    expect(healthy, main.output()).toBe(true);
    const ready = await main.get('/readyz');
    expect([ready.status, await ready.json()]).toEqual([503, { ok: false }]);
    const page = await main.get('/?_website=semana');
    expect([page.status, page.headers.get('retry-after')]).toEqual([503, '5']);
    // Several tries fail meanwhile, each logged, and the process stays.
    const retried = await eventually(
      async () => main.output().split('start-up: database unavailable').length > 3,
      15_000,
    );
    expect(retried, main.output()).toBe(true);
    expect(main.alive()).toBe(true);

    main.proxy.restore();
    const recovered = await eventually(async () => (await main.get('/readyz')).status === 200, 30_000);
    expect(recovered, main.output()).toBe(true);
    expect((await main.get('/?_website=semana')).status).toBe(200);
    expect(main.alive()).toBe(true);
  }, 90_000);
}
