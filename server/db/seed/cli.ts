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
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
try {
  if (stories === undefined) {
    const demo = generateDemoContent();
    await seed(database, demo);
    console.log(
      `Seeded ${where}: ${demo.stories.length} items, ${demo.authors.length} authors, ` +
        `${demo.collections.length} collections, ${demo.pageViews.length} page-view rows`,
    );
  } else {
    const perSite = Math.ceil(stories / loadSites().size);
    let last = 0;
    const written = await seedLarge(database, {
      storiesPerSite: perSite,
      onProgress: (done, total) => {
        if (done - last < 5_000 && done < total) return;
        last = done;
        const rate = Math.round(done / ((performance.now() - started) / 1000));
        console.log(`  ${done.toLocaleString('es-CO')} / ${total.toLocaleString('es-CO')} items (${rate}/s)`);
      },
    });
    console.log(`Seeded ${where}: ${written} items (${perSite} per site)`);
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
