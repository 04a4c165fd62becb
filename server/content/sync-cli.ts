import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { ArcClient } from '../sources/arc/client';
import { syncFromArc } from './arc-sync';

/**
 * `npm run content:sync -- --site semana [--since 2026-01-01]`: copies the site's published documents from Arc into
 * the local store (server/content/arc-sync.ts), resuming after the newest change a previous run stored. Reads the same
 * ARC_* variables as the server. Writes straight to the database: with the embedded PGlite stop the server first.
 */
const usage = 'usage: npm run content:sync -- --site <site> [--since YYYY-MM-DD|ISO instant]';
let args: { site?: string; since?: string };
try {
  args = parseArgs({ options: { site: { type: 'string' }, since: { type: 'string' } } }).values;
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
const since = args.since ? new Date(args.since) : undefined;
if (!args.site || (since && Number.isNaN(since.getTime()))) {
  console.error(usage);
  process.exit(2);
}
const config = readConfig();
const website = config.arc?.websites[args.site];
if (!config.arc || !website) {
  console.error(
    config.arc
      ? `ARC_WEBSITES does not map the site '${args.site}' (it maps ${Object.keys(config.arc.websites).join(', ')})`
      : 'content:sync reads Arc: set ARC_CONTENT_BASE, ARC_ACCESS_TOKEN and ARC_WEBSITES',
  );
  process.exit(2);
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const bar = new SingleBar(
  { format: 'sincronizando [{bar}] {value}/{total} documentos', hideCursor: true },
  Presets.shades_classic,
);
const tty = process.stderr.isTTY;
let started = false;
const report = await syncFromArc({
  db: database.db,
  // One page at a time, with time to answer: a sync is a long walk, not a page view.
  client: new ArcClient(config.arc, { timeoutMs: 30_000, concurrency: 1 }),
  site: args.site,
  website,
  imageOrigins: config.arc.imageOrigins,
  since,
  onProgress: (done, total) => {
    if (!tty) return;
    if (!started) bar.start(total, 0);
    started = true;
    bar.setTotal(total);
    bar.update(done);
  },
});
if (started) bar.stop();
await database.close();

for (const p of report.refused) console.error(`refused ${p.id} ${p.pointer} ${p.rule}`);
const refusedDocs = new Set(report.refused.map((p) => p.id)).size;
const from = report.startedAt ? ` from ${report.startedAt}` : '';
console.log(
  `${args.site} (Arc ${website})${from}: ${report.created} created, ${report.updated} updated, ` +
    `${report.unchanged} already stored, ${refusedDocs} refused (${report.seen} read)`,
);
if (!report.complete) console.error(`stopped: ${report.error}. Run it again to resume.`);
process.exit(!report.complete ? 1 : refusedDocs ? 3 : 0);
