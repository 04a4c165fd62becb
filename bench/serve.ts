// The servers under load, in a process of their own so autocannon does not share their event loop.
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { pino } from 'pino';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed/seed';
import { loadAssets } from '../server/render/assets';
import { HtmlCache } from '../server/render/html-cache';
import { loadSite } from '../server/sites';
import { baselineApp } from './baseline';
import { captureArticle } from './capture-article';
import { toServer, type FromServer } from './messages';

const send = (message: FromServer) => process.send?.(message);

function listen(app: Express): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

try {
  const database = await openDatabase({ dataDir: 'memory://' });
  await seed(database);
  const log = pino({ level: 'silent' });
  const assets = loadAssets();
  // The admin API imports the peers' story (bench/run.ts), as an editor's tool would.
  const adminToken = process.env.BENCH_ADMIN_TOKEN;
  const { app, registry } = await createApp({ database, log, production: true, assets, adminToken });
  // The same process also serves the app with the HTML cache (decision 0039) on a second port: the hot article and
  // the trivial route are measured there, so both figures come from one process, as issue 15 compares them. Its
  // caches are its own: nothing asks it for a page before the peers' story is imported through the first app.
  const cached = await createApp({ database, log, production: true, assets, htmlCache: new HtmlCache({ log }) });
  send({ kind: 'app', url: await listen(app), cachedUrl: await listen(cached.app) });

  process.on('message', (raw) => {
    const message = toServer.parse(raw);
    if (message.kind === 'exit') process.exit(0);
    captureArticle(database, registry, loadSite('semana'), message.articlePath)
      .then(async (page) => {
        const url = await listen(baselineApp(page, assets.stylesheet));
        send({
          kind: 'baseline',
          url,
          blocks: Object.values(page.areas).flatMap((blocks) => blocks.map((b) => b.name)),
        });
      })
      .catch((err: Error) => send({ kind: 'error', message: err.stack ?? err.message }));
  });
} catch (err) {
  send({ kind: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}
