import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { content } from '../db/schema';
import { storageTargets } from '../../tests/helpers/databases';
import { startFakeArc, type FakeArc } from '../../tests/helpers/fake-arc';
import { ARC_WEBSITE, SECTIONS, arcId, arcStory, brokenStory } from '../../tests/helpers/arc-documents';
import { ArcClient } from '../sources/arc/client';
import { ingestDocument } from './ingest';
import { newestSynced, syncFromArc } from './arc-sync';

/** Issue 27, item 5: `content:sync` copies an Arc site into the local store, resumably, each document once. */

const minute = (n: number) => new Date(Date.UTC(2026, 10, 20, 8, n)).toISOString();
let fake: FakeArc;
let database: Database;

/** Twelve stories changed a minute apart (two at the same minute), and one Arc serves broken. */
function documents(origin: string) {
  const docs = Array.from({ length: 12 }, (_, i) =>
    arcStory({
      name: `nota-${String(i).padStart(2, '0')}`,
      headline: `Nota número ${i}`,
      section: i % 2 ? SECTIONS.nacion : SECTIONS.economia,
      published: minute(i),
      // Notes 6 and 7 changed at the same instant, and pages of 4 fall between them (the broken one is fourth or
      // fifth): a run stopped after page 2 must neither lose nor repeat one of them.
      updated: minute(i === 7 ? 6 : i),
      photoOrigin: origin,
    }),
  );
  const broken = brokenStory({
    name: 'rota',
    headline: 'Nota rota',
    section: SECTIONS.nacion,
    published: minute(3),
    updated: minute(3),
  });
  return [...docs, broken];
}

beforeAll(async () => {
  fake = await startFakeArc();
  fake.data = { documents: documents(fake.url) };
});
afterAll(() => fake?.close());
const run = (extra: { since?: Date; ingest?: typeof ingestDocument } = {}) =>
  syncFromArc({
    db: database.db,
    client: new ArcClient({ base: fake.url, token: fake.token }),
    site: 'semana',
    website: ARC_WEBSITE,
    imageOrigins: [fake.url],
    pageSize: 4,
    ...extra,
  });

const storedIds = async () =>
  (await database.db.select({ id: content.id }).from(content).where(eq(content.site, 'semana')))
    .map((r) => r.id)
    .sort();

describe.each(storageTargets('migrated'))('content:sync on $name', (target) => {
  beforeEach(async () => {
    database = await target.open();
    fake.failSearchesAfter = undefined;
    fake.requests.length = 0;
  });
  afterEach(() => database.close());

  it('copies every published document, oldest change first, and summarises the refused ones with their pointers', async () => {
    const progress: [number, number][] = [];
    const report = await syncFromArc({
      db: database.db,
      client: new ArcClient({ base: fake.url, token: fake.token }),
      site: 'semana',
      website: ARC_WEBSITE,
      imageOrigins: [fake.url],
      pageSize: 4,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(report).toMatchObject({ complete: true, created: 12, updated: 0, unchanged: 0, seen: 13 });
    expect(report.refused.map((p) => [p.id, p.pointer])).toEqual(
      expect.arrayContaining([
        [arcId('rota'), '/display_date'],
        [arcId('rota'), '/publish_date'],
      ]),
    );
    expect(await storedIds()).toHaveLength(12);
    expect(progress.at(-1)).toEqual([13, 13]);
    // Sorted by the last change, ascending, in pages of the size asked.
    const searches = fake.requests.filter((r) => r.startsWith('/content/v4/search/published'));
    expect(searches).toHaveLength(4);
    expect(searches.every((r) => r.includes('sort=last_updated_date%3Aasc') && r.includes('size=4'))).toBe(true);

    const [row] = await database.db
      .select({ doc: content.doc })
      .from(content)
      .where(eq(content.id, arcId('nota-00')));
    // Stored as our site reads it: our slug, Arc marked as its origin, pictures through our resizer.
    expect(row.doc.canonical_website).toBe('semana');
    expect(row.doc.additional_properties).toMatchObject({ arc_origin: { website: ARC_WEBSITE } });
    expect(row.doc.promo_items?.basic?.url).toMatch(/^\/images\/arc\/[\w-]+\/1280x0\.jpg$/);
    expect(await newestSynced(database.db, 'semana')).toEqual(new Date(minute(11)));
  });

  it('resumes after a run Arc stopped half-way, ingesting each document exactly once', async () => {
    const ingested: string[] = [];
    const counted: typeof ingestDocument = (db, doc) => {
      ingested.push((doc as { _id: string })._id);
      return ingestDocument(db, doc);
    };

    fake.failSearchesAfter = 2; // pages 1 and 2 answered, then Arc fails
    const first = await run({ ingest: counted });
    expect(first.complete).toBe(false);
    expect(first.error).toMatch(/Arc answered 500/);
    expect(first.seen).toBe(8);
    expect(first.created).toBe(7); // and the broken one refused
    expect(await newestSynced(database.db, 'semana')).toEqual(new Date(minute(6)));

    fake.failSearchesAfter = undefined;
    const second = await run({ ingest: counted });
    expect(second.complete).toBe(true);
    expect(second.startedAt).toBe(minute(6));
    // Of the two changed at the instant it resumed from, the one stored is read again and left alone.
    expect(second.unchanged).toBe(1);
    expect(second.created).toBe(5);

    expect(ingested).toHaveLength(12);
    expect(new Set(ingested).size).toBe(12);
    expect(await storedIds()).toHaveLength(12);

    // A third run finds nothing new.
    const third = await run({ ingest: counted });
    expect(third).toMatchObject({ complete: true, created: 0, updated: 0 });
    expect(ingested).toHaveLength(12);
  });

  it('takes a change made in Arc since the last run as an update', async () => {
    await run();
    const [doc] = fake.data.documents;
    const changed = { ...doc, headlines: { basic: 'Nota número 0, corregida' }, last_updated_date: minute(30) };
    fake.data.documents = [changed, ...fake.data.documents.slice(1)];
    try {
      const again = await run();
      expect(again).toMatchObject({ complete: true, created: 0, updated: 1 });
      const [row] = await database.db
        .select({ doc: content.doc })
        .from(content)
        .where(eq(content.id, String(doc._id)));
      expect(row.doc.headlines.basic).toBe('Nota número 0, corregida');
    } finally {
      fake.data.documents = [doc, ...fake.data.documents.slice(1)];
    }
  });

  it('starts at --since when nothing newer is stored', async () => {
    const report = await run({ since: new Date(minute(10)) });
    expect(report).toMatchObject({ complete: true, created: 2, startedAt: minute(10) });
    expect(await storedIds()).toEqual([arcId('nota-10'), arcId('nota-11')].sort());
  });
});
