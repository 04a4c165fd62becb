import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { storageTargets } from '../../tests/helpers/databases';
import type { Database } from '../db/client';
import { content, contentKeys } from '../db/schema';
import type { StoryDocument } from '../../contracts/ans';
import { contentRow, embargoOf } from './content-row';
import { releaseEndedEmbargoes } from './embargo';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function doc(id: string, embargo?: { active: boolean; end_time?: string }): StoryDocument {
  return {
    _id: id,
    type: 'story',
    canonical_url: `/nacion/articulo/x/${id}/`,
    canonical_website: 'semana',
    headlines: { basic: id },
    display_date: at(-60),
    publish_date: at(-60),
    taxonomy: { primary_section: { _id: '/nacion' }, sections: [{ _id: '/nacion' }] },
    content_elements: [],
    ...(embargo ? { content_restrictions: { embargo } } : {}),
  } as StoryDocument;
}

describe('embargoOf (decision 0089)', () => {
  it('reads ANS: inactive ignored, no end_time holds, a passed end_time no longer holds', () => {
    expect(embargoOf(doc('A'), NOW)).toEqual({ embargoed: false, embargoUntil: null });
    expect(embargoOf(doc('A', { active: false, end_time: at(10) }), NOW)).toEqual({
      embargoed: false,
      embargoUntil: null,
    });
    expect(embargoOf(doc('A', { active: true }), NOW)).toEqual({ embargoed: true, embargoUntil: null });
    expect(embargoOf(doc('A', { active: true, end_time: at(10) }), NOW)).toEqual({
      embargoed: true,
      embargoUntil: new Date(at(10)),
    });
    expect(embargoOf(doc('A', { active: true, end_time: at(-1) }), NOW)).toEqual({
      embargoed: false,
      embargoUntil: null,
    });
    // Another RFC 3339 form the ANS schema accepts.
    expect(embargoOf(doc('A', { active: true, end_time: '2026-11-28 13:00:00z' }), NOW).embargoUntil).toEqual(
      new Date('2026-11-28T13:00:00Z'),
    );
  });
});

for (const target of storageTargets('migrated')) {
  describe(`releasing ended embargoes on ${target.name}`, () => {
    let database: Database;
    const ids = Array.from({ length: 30 }, (_, i) => `EMB${i}`);
    beforeAll(async () => {
      database = await target.open();
      await database.db.insert(content).values([
        // 30 ending within the minute, one later, one without an end, one public.
        ...ids.map((id, i) => contentRow(doc(id, { active: true, end_time: at(1 + i / 60) }), NOW)),
        contentRow(doc('LATER', { active: true, end_time: at(60) }), NOW),
        contentRow(doc('NOEND', { active: true }), NOW),
        contentRow(doc('PUBLIC'), NOW),
      ]);
    }, 120_000);
    afterAll(() => database?.close());

    const keyed = async (list: string[]) =>
      new Set(
        (await database.db.select({ id: contentKeys.id }).from(contentKeys).where(inArray(contentKeys.id, list))).map(
          (r) => r.id,
        ),
      );

    it('files no list key for a held document', async () => {
      expect(await keyed([...ids, 'LATER', 'NOEND', 'PUBLIC'])).toEqual(new Set(['PUBLIC']));
    });

    it('releases nothing before the end', async () => {
      expect(await releaseEndedEmbargoes(database.db, new Date(NOW))).toEqual([]);
    });

    it('of several releasers at once, exactly one releases each document; a second round finds none', async () => {
      const when = new Date(NOW + 2 * 60_000);
      // On PostgreSQL the four statements run on four pooled connections at once.
      const rounds = await Promise.all([1, 2, 3, 4].map(() => releaseEndedEmbargoes(database.db, when)));
      const released = rounds.flat().map((r) => r.id);
      expect(released.sort()).toEqual([...ids].sort());
      expect(await releaseEndedEmbargoes(database.db, when)).toEqual([]);
      expect(await keyed([...ids, 'LATER', 'NOEND'])).toEqual(new Set(ids));
      const [later] = await database.db.select().from(content).where(eq(content.id, 'LATER'));
      expect(later).toMatchObject({ embargoed: true, embargoUntil: new Date(at(60)) });
    });

    it('never releases an embargo without end_time', async () => {
      await releaseEndedEmbargoes(database.db, new Date(NOW + 1000 * 86_400_000));
      const [held] = await database.db.select().from(content).where(eq(content.id, 'NOEND'));
      expect(held.embargoed).toBe(true);
    });
  });
}
