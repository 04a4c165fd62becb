import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../server/db/client';
import { TEST_CARDS } from '../server/accounts/sales/test-provider';
import { scratchDatabase } from './helpers/databases';
import { answerChallenge, newSubscriber } from './accounts/readers';
import { call, type AccountsServer } from './accounts/storage';
import { CLUSTER_NEEDS } from '../server/ops/cluster';
import { ansStory } from '../fixtures/ans-0.10';

/** Several processes (issue 15, item 5): what one process does, the other sees; nothing that matters lives in one. */
function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env } });
}

describe('WEB_CONCURRENCY', () => {
  it('refuses several workers without PostgreSQL and Redis: a clear message and exit code 1', async () => {
    const child = run(['server/main.ts'], { WEB_CONCURRENCY: '2', DATABASE_URL: '', REDIS_URL: '', PORT: '3103' });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`Refusing to start 2 workers. ${CLUSTER_NEEDS}`);
  }, 120_000); // a cold tsx start of the whole server on a busy machine
});

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
/** Starts one server process over the shared database and Redis; resolves with its URL once it listens. */
function startProcess(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const child = run(['tests/helpers/shared-child-server.ts'], env);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /LISTENING (\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.on('exit', (code) => reject(new Error(`server process exited (${code}) before listening`)));
  });
}

// Runs wherever DATABASE_URL and REDIS_URL are set (CI sets both); defined only then, so nothing is reported skipped.
if (databaseUrl && redisUrl)
  describe('two server processes on one PostgreSQL and one Redis', () => {
    const namespace = `h3t${process.pid}${Date.now()}:`;
    let database: Database;
    let drop: () => Promise<void>;
    let a: { url: string; child: ChildProcess };
    let b: { url: string; child: ChildProcess };
    beforeAll(async () => {
      const scratch = await scratchDatabase(databaseUrl, 'seeded');
      drop = scratch.drop;
      database = await openDatabase({ url: scratch.url });
      const env = {
        DATABASE_URL: scratch.url,
        CHILD_NAMESPACE: namespace,
        CHILD_ADMIN_TOKEN: 'admin-h3',
        CHILD_RATE_LIMIT: '3',
        // Every process of a deployment signs and checks readers' tokens with one secret.
        JWT_SECRET: 'processes-test-secret-of-at-least-32-characters',
      };
      [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
    }, 240_000);
    afterAll(async () => {
      for (const p of [a, b]) p?.child.kill('SIGTERM');
      await database?.close();
      await drop?.();
    });

    it('a card’s 3-D Secure challenge created on one process is answered and finalised on the other', async () => {
      // The reader helpers need only the address and the database (for the subscription row).
      const onA = { url: a.url, database } as unknown as AccountsServer;
      const s = await newSubscriber(onA);
      const path = `/sales/public/v1/paymentmethod/${s.subscription.id}/provider/1`;
      const first = await call(onA, 'PUT', `${path}/finalize`, {
        token: s.token,
        body: { token: TEST_CARDS.requires3ds },
      });
      expect(first.body.threeDSecure).toBeDefined();
      await answerChallenge(b, first.body.threeDSecure.redirectUrl, 'approve');
      const done = await call(b, 'PUT', `${path}/finalize3ds`, { token: s.token, body: {} });
      expect(done.status).toBe(200);
      expect(done.body.paymentMethod.lastFour).toBe(TEST_CARDS.requires3ds.slice(-4));
    });

    it('a content change on one process purges the other’s cached copy', async () => {
      const [row] = await database.query(
        `select id, canonical_url as path, doc from content where site = 'semana' and type = 'story' limit 1`,
      );
      const { id, path, doc } = row as {
        id: string;
        path: string;
        doc: { headlines: { basic: string }; taxonomy: { primary_section: { _id: string } } };
      };
      const page = async () => (await fetch(`${b.url}${path}?_website=semana`)).text();
      expect(await page()).toContain(doc.headlines.basic);
      const headline = `Titular corregido ${namespace}`;
      const put = await fetch(`${a.url}/api/admin/content/${id}`, {
        method: 'PUT',
        headers: { authorization: 'Bearer admin-h3', 'content-type': 'application/json' },
        // The seeded story again, as a valid ANS document (the admin API takes nothing else) with the new headline.
        body: JSON.stringify(ansStory({ id, url: path, headline, section: doc.taxonomy.primary_section._id })),
      });
      expect(put.status).toBeLessThan(300);
      // The purge reaches the other process through Redis' broadcast, a moment later.
      let html = '';
      for (let i = 0; i < 20 && !html.includes(headline); i++) {
        html = await page();
        if (!html.includes(headline)) await new Promise((r) => setTimeout(r, 100));
      }
      expect(html).toContain(headline);
    });

    it('a rate limit counts the requests both processes answered', async () => {
      const list = `/api/content/content-apir?_website=semana&query=${encodeURIComponent('{"includeSections":"nacion"}')}`;
      const statuses = [];
      for (const server of [a, b, a, b]) statuses.push((await fetch(server.url + list)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
