import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadBlocks } from '../../runtime/registry';
import { readJsonFileResults } from '../../schema/json-files';
import { createPageValidator, formatError, type ValidationError } from '../../schema/validate';
import {
  chromeInAreas,
  duplicateRoutes,
  invalidRoute,
  unknownReferences,
  unpublishedBlocks,
} from '../../schema/page-checks';
import { readConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { loadSites } from '../sites';
import { knownContent } from '../pages/known-content';

/**
 * `npm run validate`: every page config and template against the generated schema, then what a schema cannot
 * see: JSON that does not parse, routes that are not patterns, duplicate routes, blocks that render nothing, a layout's header or footer
 * copied into a page, and sections or collections the content store does not have.
 */
const registry = await loadBlocks();
const validate = createPageValidator(registry);
const results = [...readJsonFileResults('page-configs'), ...readJsonFileResults('templates')];
const files = results.filter((r) => 'json' in r);
const errors: ValidationError[] = [
  ...results.flatMap((r) => ('error' in r ? [r.error] : [])),
  ...files.flatMap((f) => validate(f.file, f.json)),
  ...files.flatMap(invalidRoute),
  ...duplicateRoutes(files),
  ...files.flatMap(unpublishedBlocks),
  ...files.flatMap(chromeInAreas),
];

const database = await openContent();
if (database) {
  const known = await knownContent(database.db, [...loadSites().keys()]);
  errors.push(...files.flatMap((f) => unknownReferences(f, registry, known)));
  await database.close();
} else {
  console.warn('Sections and collections not checked: no database yet (run `npm start` or `npm run seed` first).');
}

for (const e of errors) console.error(formatError(e));
if (errors.length) {
  console.error(`${errors.length} error(s) in ${results.length} file(s)`);
  process.exit(1);
}
console.log(`${results.length} page config(s) and template(s) are valid`);

/**
 * The content the server reads. PGlite allows one process per data folder and the server may be running, so
 * validate reads a copy of it.
 */
async function openContent(): Promise<Database | undefined> {
  const config = readConfig();
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl });
  if (!fs.existsSync(path.join(config.dataDir, 'PG_VERSION'))) return undefined;
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'validate-'));
  fs.cpSync(config.dataDir, copy, { recursive: true });
  const database = await openDatabase({ dataDir: copy });
  return {
    ...database,
    close: () => database.close().finally(() => fs.rmSync(copy, { recursive: true, force: true })),
  };
}
