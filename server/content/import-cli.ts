import fs from 'node:fs';
import { Presets, SingleBar } from 'cli-progress';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import {
  importFiles,
  jsonFiles,
  progressLines,
  rateOf,
  refusedCount,
  summaryText,
  type ImportProgress,
} from './bulk-import';

/**
 * `npm run content:import <file|dir>`: upserts ANS documents (a document or an array per .json file), reading a few
 * files at a time as the writes go, 200 documents to a transaction with a savepoint each. Shows its progress (a bar
 * on a terminal, a line every few seconds otherwise), goes on past a broken document, and ends with the speed and
 * every refused document with its id, JSON pointer and rule; exits 1 when any was refused. Writes straight to the
 * database: with the embedded PGlite stop the server first; against a running server use
 * `PUT /api/admin/content/{id}`, which also drops its cached answers at once.
 */
const target = process.argv[2];
if (!target || !fs.existsSync(target)) {
  console.error('usage: npm run content:import <file.json|folder>');
  process.exit(2);
}

/** A bar redrawn in place, with the speed so far. */
function progressBar(): ImportProgress {
  const bar = new SingleBar(
    {
      format:
        'importing [{bar}] {value}/{total} documents | {rate} documents/s | {refused} refused | ETA {eta_formatted}',
      hideCursor: true,
      stream: process.stderr,
    },
    Presets.shades_classic,
  );
  let started = 0;
  return {
    start: (total) => {
      started = performance.now();
      bar.start(total, 0, { rate: 0, refused: 0 });
    },
    update: (done, refused, total) => {
      if (total !== undefined && total !== bar.getTotal()) bar.setTotal(total);
      bar.update(done, { rate: rateOf(done, (performance.now() - started) / 1000).toFixed(0), refused });
    },
    stop: () => bar.stop(),
  };
}

const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const progress = process.stderr.isTTY ? progressBar() : progressLines((line) => console.error(line));
const summary = await importFiles(database.db, jsonFiles(target), progress).finally(() => database.close());

const { out, err } = summaryText(summary);
if (err) console.error(err);
console.log(out);
process.exit(refusedCount(summary) ? 1 : 0);
