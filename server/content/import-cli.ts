import fs from 'node:fs';
import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { ingestDocument, type DocumentProblem } from './ingest';

/**
 * `npm run content:import <file|dir>`: upserts ANS documents (a document or an array per .json file), one
 * transaction per document, and reports every rejected one with its id, JSON pointer and rule.
 * Writes straight to the database: with the embedded PGlite stop the server first; against a running server
 * use `PUT /api/admin/content/{id}`, which also drops its cached answers at once.
 */
function jsonFiles(target: string): string[] {
  const stat = fs.statSync(target);
  if (stat.isFile()) return [target];
  return fs
    .readdirSync(target, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(target, f));
}

const target = process.argv[2];
if (!target || !fs.existsSync(target)) {
  console.error('usage: npm run content:import <file.json|folder>');
  process.exit(2);
}
const files = jsonFiles(target);
const docs: { file: string; doc: unknown }[] = [];
const problems: (DocumentProblem & { file: string })[] = [];
for (const file of files) {
  try {
    const json: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const doc of Array.isArray(json) ? json : [json]) docs.push({ file, doc });
  } catch (err) {
    problems.push({ file, id: '(archivo)', pointer: '/', rule: `not valid JSON: ${(err as Error).message}` });
  }
}

const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const bar = new SingleBar(
  { format: 'importando [{bar}] {value}/{total} documentos', hideCursor: true },
  Presets.shades_classic,
);
if (process.stderr.isTTY) bar.start(docs.length, 0);
let created = 0;
let updated = 0;
for (const { file, doc } of docs) {
  const result = await ingestDocument(database.db, doc);
  if (result.ok && result.created) created++;
  else if (result.ok) updated++;
  else problems.push(...result.problems.map((p) => ({ ...p, file })));
  if (process.stderr.isTTY) bar.increment();
}
if (process.stderr.isTTY) bar.stop();
await database.close();

for (const p of problems) console.error(`${p.file} ${p.id} ${p.pointer} ${p.rule}`);
const rejected = new Set(problems.map((p) => `${p.file}|${p.id}`)).size;
console.log(`${created} created, ${updated} updated, ${rejected} rejected (${files.length} files)`);
process.exit(rejected ? 1 : 0);
