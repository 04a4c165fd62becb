import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFileResults } from '../../schema/json-files';
import { withNodeIds } from '../../runtime/node-ids';
import { pageFileText } from '../editor/exchange';

/**
 * One-off (issue 25, item 2): gives every node of the files in page-configs/ its stable id, formatted as
 * pages:export writes them. Run once with `node --import tsx server/cli/add-node-ids.ts`; running it again changes
 * nothing (ids already there are kept).
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
let written = 0;
for (const result of readJsonFileResults('page-configs', root)) {
  if (!('json' in result)) continue;
  const page = result.json as { areas?: unknown };
  const next = withNodeIds(page);
  if (next === page) continue;
  fs.writeFileSync(path.join(root, result.file), await pageFileText(next, root));
  written++;
}
console.log(`${written} page files given node ids`);
process.exit(0);
