import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ansStory } from './ans-corpus';

/**
 * `node --import tsx bench/import-documents.ts [count] [folder]`: writes `count` (10,000) valid ANS stories, one file
 * each, into `folder` (a new temporary one), for `npm run content:import <folder>` to measure (docs/performance.md).
 */
const count = Number(process.argv[2] ?? 10_000);
const folder = process.argv[3] ?? fs.mkdtempSync(path.join(os.tmpdir(), `ans-${count}-`));
fs.mkdirSync(folder, { recursive: true });
for (let i = 1; i <= count; i++)
  fs.writeFileSync(path.join(folder, `${String(i).padStart(6, '0')}.json`), JSON.stringify(ansStory(i)));
console.log(folder);
