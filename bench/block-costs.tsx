// Where an article render's time goes, block by block: `node --import tsx bench/block-costs.ts` (NODE_ENV=production
// for React's production build). Each visible block of the peers' article rendered alone with renderToString.
import { performance } from 'node:perf_hooks';
import { renderToString } from 'react-dom/server';
import { RenderContextProvider } from '../runtime/context';
import { loadBlocks } from '../runtime/registry';
import { ingestDocument } from '../server/content/ingest';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed/seed';
import { loadSite } from '../server/sites';
import { captureArticle } from './capture-article';
import { peerStoryForSemana } from './peer-story';

const ROUNDS = 300;
const database = await openDatabase({ dataDir: 'memory://' });
await seed(database);
const { doc, url } = peerStoryForSemana();
const ingested = await ingestDocument(database.db, doc);
if (!ingested.ok) throw new Error(JSON.stringify(ingested.problems));
const page = await captureArticle(database, await loadBlocks(), loadSite('semana'), url);
const rows: { block: string; ms: number; bytes: number }[] = [];
for (const [area, blocks] of Object.entries(page.areas)) {
  for (const { name, Component, config, data } of blocks) {
    const render = () =>
      renderToString(
        <RenderContextProvider value={page.ctx}>
          <Component config={config} data={data} ctx={page.ctx} />
        </RenderContextProvider>,
      );
    for (let i = 0; i < 50; i++) render(); // warm-up: let V8 optimise before timing
    const started = performance.now();
    let html = '';
    for (let i = 0; i < ROUNDS; i++) html = render();
    rows.push({ block: `${area}/${name}`, ms: (performance.now() - started) / ROUNDS, bytes: html.length });
  }
}
const total = rows.reduce((sum, r) => sum + r.ms, 0);
for (const r of rows.sort((a, b) => b.ms - a.ms)) {
  console.log(
    `${r.block.padEnd(40)} ${r.ms.toFixed(3).padStart(7)} ms ${((100 * r.ms) / total).toFixed(0).padStart(3)}% ${r.bytes} B`,
  );
}
console.log(`total ${total.toFixed(3)} ms`);
await database.close?.();
