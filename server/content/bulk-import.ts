import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { ingestDocument, type DocumentProblem, type IngestResult } from './ingest';

/** A refused document (or file), with where it came from. */
export type Refusal = DocumentProblem & { file: string };

export interface ImportSummary {
  files: number;
  documents: number;
  created: number;
  updated: number;
  /** Stored, but under an active embargo (decision 0089). */
  embargoed: number;
  /** Every problem of every refused document: a document may have several. */
  refused: Refusal[];
  /** Stored documents with something to look at (an unknown content code). */
  warnings: Refusal[];
  seconds: number;
}

/** What the import tells as it goes: a bar on a terminal, a line now and then in a log. */
export interface ImportProgress {
  start(total: number): void;
  /** `total`: the documents counted so far (it moves while files are read). */
  update(done: number, refused: number, total?: number): void;
  stop(): void;
}

/** The .json files of a folder (recursively, in name order: their names only, not their contents), or the file given. */
export function jsonFiles(target: string): string[] {
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(target, f));
}

/** The id a raw document names, for a refusal that happens before validation. */
const idOf = (doc: unknown) =>
  doc && typeof doc === 'object' && typeof (doc as { _id?: unknown })._id === 'string'
    ? (doc as { _id: string })._id
    : '(sin _id)';

/** A write the database refused (two documents with one canonical URL), as the document's problem. */
function storageProblem(doc: unknown, err: unknown): DocumentProblem {
  const e = err as {
    code?: string;
    constraint?: string;
    message?: string;
    cause?: { code?: string; constraint?: string };
  };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint;
  if (code === '23505' && constraint === 'content_site_url')
    return { id: idOf(doc), pointer: '/canonical_url', rule: 'another document of the site has this canonical_url' };
  return { id: idOf(doc), pointer: '/', rule: `not stored: ${e.message ?? String(err)}` };
}

/** Documents committed together: one commit per document made PGlite on disk wait on its file system (80 a second). */
const BATCH = 200;
/** Files read and parsed ahead of the writes, at most this many at once: memory holds a batch and these, not the folder. */
export const READ_AHEAD = 16;

type Read = { file: string; docs: unknown[] } | { file: string; error: string };

async function readFile(file: string): Promise<Read> {
  try {
    const json: unknown = JSON.parse(await fs.promises.readFile(file, 'utf8'));
    return { file, docs: Array.isArray(json) ? json : [json] };
  } catch (err) {
    return { file, error: (err as Error).message };
  }
}

/** The files' contents in file order, read `readAhead` at a time ahead of the consumer. */
export async function* readFiles(files: string[], readAhead = READ_AHEAD): AsyncGenerator<Read> {
  const pending: Promise<Read>[] = [];
  let next = 0;
  const fill = () => {
    while (pending.length < readAhead && next < files.length) pending.push(readFile(files[next++]));
  };
  fill();
  while (pending.length) {
    const read = await pending.shift()!;
    fill();
    yield read;
  }
}

/**
 * Upserts every document of `files` (a document or an array of them per file), in file order, reading the files a
 * few at a time as the writes go (never the whole folder at once): each document in a savepoint of its own, BATCH of
 * them to a commit. A broken file or document is noted and the import goes on (a document the database refuses rolls
 * back its savepoint only): the summary lists each refusal with its id, JSON pointer and rule. The total the progress
 * shows starts at one document a file and is corrected as files holding several, or none, are read.
 */
export async function importFiles(
  db: Db,
  files: string[],
  progress: ImportProgress,
  opts: { readAhead?: number } = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const refused: Refusal[] = [];
  const warnings: Refusal[] = [];
  const counts = { documents: 0, done: 0, created: 0, updated: 0, embargoed: 0, refused: 0 };
  let total = files.length;
  progress.start(total);

  const write = async (batch: { file: string; doc: unknown }[]) => {
    // Counted once the batch is committed: a commit that fails refuses the whole batch, not half of it.
    const results: { file: string; doc: unknown; result: IngestResult }[] = [];
    try {
      await db.transaction(async (tx) => {
        for (const { file, doc } of batch) {
          const result = await ingestDocument(tx, doc).catch((err: unknown) => failed(doc, err));
          results.push({ file, doc, result });
          progress.update(
            counts.done + results.length,
            counts.refused + results.filter((r) => !r.result.ok).length,
            total,
          );
        }
      });
    } catch (err) {
      results.splice(0, results.length, ...batch.map(({ file, doc }) => ({ file, doc, result: failed(doc, err) })));
    }
    for (const { file, result } of results) {
      if (result.ok) {
        counts[result.created ? 'created' : 'updated']++;
        if (result.embargoed) counts.embargoed++;
        warnings.push(...result.warnings.map((w) => ({ ...w, file })));
      } else {
        counts.refused++;
        refused.push(...result.problems.map((p) => ({ ...p, file })));
      }
    }
    counts.done += batch.length;
    progress.update(counts.done, counts.refused, total);
  };

  let batch: { file: string; doc: unknown }[] = [];
  for await (const read of readFiles(files, opts.readAhead)) {
    if ('error' in read) {
      refused.push({ file: read.file, id: '(archivo)', pointer: '/', rule: `not valid JSON: ${read.error}` });
      total -= 1;
      continue;
    }
    total += read.docs.length - 1;
    counts.documents += read.docs.length;
    for (const doc of read.docs) {
      batch.push({ file: read.file, doc });
      if (batch.length === BATCH) {
        await write(batch);
        batch = [];
      }
    }
  }
  if (batch.length) await write(batch);
  progress.update(counts.done, counts.refused, total);
  progress.stop();
  return {
    files: files.length,
    documents: counts.documents,
    created: counts.created,
    updated: counts.updated,
    embargoed: counts.embargoed,
    refused,
    warnings,
    seconds: (performance.now() - started) / 1000,
  };
}

const failed = (doc: unknown, err: unknown): IngestResult => ({ ok: false, problems: [storageProblem(doc, err)] });

/** How many documents (or files that are not JSON) were refused: a document with three problems counts once. */
export const refusedCount = (s: ImportSummary) => new Set(s.refused.map((p) => `${p.file}|${p.id}`)).size;

/** Documents per second over the whole run (reading the files included). */
export const rateOf = (done: number, seconds: number) => (seconds > 0 ? done / seconds : 0);

/** The closing report: counts and speed on one line, then every refusal and warning on its own. */
export function summaryText(s: ImportSummary): { out: string; err: string } {
  const rate = rateOf(s.documents, s.seconds);
  const out =
    `${s.created} created, ${s.updated} updated, ${refusedCount(s)} rejected (${s.files} files)` +
    (s.embargoed ? `, ${s.embargoed} under embargo` : '') +
    ` in ${s.seconds.toFixed(1)} s: ${rate.toFixed(0)} documents/s`;
  const lines = (title: string, list: Refusal[]) =>
    list.length ? [`${title} (${list.length}):`, ...list.map((p) => `  ${p.file} ${p.id} ${p.pointer} ${p.rule}`)] : [];
  const err = [...lines('refused', s.refused), ...lines('warnings', s.warnings)].join('\n');
  return { out, err };
}

/**
 * Progress as lines (a log, CI, a pipe): the start, then at most one line every `everyMs`, then the end, each with
 * the count, the share and the speed so far.
 */
export function progressLines(write: (line: string) => void, everyMs = 2000, now = () => performance.now()) {
  let total = 0;
  let started = 0;
  let last = 0;
  let done = 0;
  let refused = 0;
  const line = () => {
    const share = total ? Math.floor((done / total) * 100) : 100;
    const rate = rateOf(done, (now() - started) / 1000);
    write(`import: ${done}/${total} documents (${share} %), ${rate.toFixed(0)} documents/s, ${refused} refused`);
  };
  return {
    start(t: number) {
      total = t;
      started = last = now();
      line();
    },
    update(d: number, r: number, t?: number) {
      done = d;
      refused = r;
      if (t !== undefined) total = t;
      if (now() - last >= everyMs && done < total) {
        last = now();
        line();
      }
    },
    stop() {
      line();
    },
  } satisfies ImportProgress;
}
