import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import { content } from '../server/db/schema';
import { importFiles, jsonFiles, type ImportProgress } from '../server/content/bulk-import';
import { ansStory } from '../bench/ans-corpus';
import { storageTargets } from './helpers/databases';

/**
 * Issue 27, item 6: `content:import` of a large folder reads its files a few at a time as the writes go, never the
 * whole folder first, and a broken file in the middle stops nothing.
 */

const FILES = 430;
const READ_AHEAD = 4;

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(storageTargets())('content:import of a large folder ($name)', ({ open }) => {
  it('reads at most a few files ahead of the writes, and stores every good document', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stream-'));
    for (let i = 1; i <= FILES; i++) {
      const name = path.join(folder, `${String(i).padStart(4, '0')}.json`);
      fs.writeFileSync(name, i === 150 ? '{"_id": "ROTO", ' : JSON.stringify(ansStory(i)));
    }
    let inFlight = 0;
    let mostInFlight = 0;
    let filesRead = 0;
    const readFile = fs.promises.readFile.bind(fs.promises);
    vi.spyOn(fs.promises, 'readFile').mockImplementation(async (...args: Parameters<typeof readFile>) => {
      // Only the folder's files: the database may read its own.
      if (!String(args[0]).startsWith(folder)) return readFile(...args);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        return await readFile(...args);
      } finally {
        inFlight--;
        filesRead++;
      }
    });
    // How many files had been read when the first 200 documents were committed.
    let readAtFirstCommit: number | undefined;
    const totals: number[] = [];
    const progress: ImportProgress = {
      start: (total) => totals.push(total),
      update: (done, _refused, total) => {
        if (done >= 200 && readAtFirstCommit === undefined) readAtFirstCommit = filesRead;
        if (total !== undefined) totals.push(total);
      },
      stop: () => undefined,
    };

    const database = await open();
    try {
      const summary = await importFiles(database.db, jsonFiles(folder), progress, { readAhead: READ_AHEAD });
      expect(mostInFlight).toBeLessThanOrEqual(READ_AHEAD);
      // The first commit's 200 files were read (through the spy), and only a few beyond them.
      expect(readAtFirstCommit).toBeGreaterThanOrEqual(200);
      expect(readAtFirstCommit).toBeLessThanOrEqual(200 + READ_AHEAD + 1);
      expect(summary.created).toBe(FILES - 1);
      expect(summary.refused).toEqual([
        expect.objectContaining({ file: path.join(folder, '0150.json'), id: '(archivo)', pointer: '/' }),
      ]);
      // The total starts at one document a file and loses the broken one.
      expect(totals[0]).toBe(FILES);
      expect(totals.at(-1)).toBe(FILES - 1);
      const [{ n }] = await database.db.select({ n: count() }).from(content);
      expect(n).toBe(FILES - 1);
    } finally {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);
});
