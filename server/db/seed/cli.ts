import { parseArgs } from 'node:util';
import { z } from 'zod';
import { readConfig } from '../../config';
import { openDatabase } from '../client';
import { loadSites } from '../../sites';
import { generateDemoContent } from './demo-content';
import { seed, seedLarge } from './seed';

/**
 * `npm run seed` replaces the content with the demo corpus (about 350 items per site).
 * `npm run seed -- --stories 100000` builds a corpus of that many items in total, split evenly
 * across the sites, for benchmarks. Uses DATABASE_URL, or PGlite under DATA_DIR, like the server.
 */
const { values } = parseArgs({ options: { stories: { type: 'string' } } });
const stories = z.coerce.number().int().min(1).max(10_000_000).optional().parse(values.stories);

const config = readConfig();
const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
console.log(`Opened ${where} in ${seconds(started)}`);
const writing = performance.now();
try {
  if (stories === undefined) {
    const demo = generateDemoContent();
    await seed(database, demo);
    console.log(
      `Seeded ${demo.stories.length} items, ${demo.authors.length} authors, ` +
        `${demo.collections.length} collections, ${demo.pageViews.length} page-view rows in ${seconds(writing)}`,
    );
  } else {
    const perSite = Math.ceil(stories / loadSites().size);
    let last = 0;
    const written = await seedLarge(database, {
      storiesPerSite: perSite,
      onProgress: (done, total) => {
        if (done - last < 5_000 && done < total) return;
        last = done;
        const rate = Math.round(done / ((performance.now() - writing) / 1000));
        console.log(`  ${done.toLocaleString('es-CO')} / ${total.toLocaleString('es-CO')} items (${rate}/s)`);
      },
    });
    console.log(`Seeded ${written} items (${perSite} per site) in ${seconds(writing)}`);
  }
} finally {
  await database.close();
}
console.log(`Done in ${seconds(started)}`);
