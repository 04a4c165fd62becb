import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTargets } from '../../tests/helpers/databases';
import type { Database } from '../db/client';
import { content } from '../db/schema';
import { contentRow } from '../content/content-row';
import { ingestDocument, unpublishDocument } from '../content/ingest';
import type { StoryDocument } from '../../contracts/ans';
import { seed } from '../db/seed/seed';
import { generateDemoContent } from '../db/seed/demo-content';
import { callSource, createSourceCache } from './client';

const day = (d: number) => new Date(Date.UTC(2026, 10, d, 15)).toISOString();

function story(id: string, d: number, sections: string[]): StoryDocument {
  return {
    _id: id,
    type: 'story',
    version: '0.10.12',
    subtype: 'articulo',
    canonical_url: `${sections[0]}/articulo/${id.toLowerCase()}/${id}/`,
    canonical_website: 'semana',
    headlines: { basic: `Titular ${id}` },
    display_date: day(d),
    publish_date: day(d),
    taxonomy: {
      primary_section: { _id: sections[0], type: 'section', version: '0.10.12', name: 'Sección' },
      sections: sections.map((s) => ({ _id: s, type: 'section', version: '0.10.12', name: s.slice(1) })),
    },
    content_elements: [{ _id: `${id}-1`, type: 'text', content: 'Texto.' }],
  };
}

type Page = { content_elements: { _id: string }[]; count: number; next?: number; previous?: number };

/** `content_keys` (the list index) follows every write to `content`: insert, update, delete and truncate. */
for (const target of storageTargets()) {
  describe(`list keys on ${target.name}`, () => {
    let database: Database;
    const list = (includeSections: string, extra: Record<string, unknown> = {}) =>
      callSource(
        'content-apir',
        { includeSections, sourceInclude: '_id', ...extra },
        { db: database.db, site: 'semana', now: Date.now(), cache: createSourceCache() },
      ) as Promise<Page>;
    const ids = async (sections: string) => (await list(sections)).content_elements.map((d) => d._id);

    beforeAll(async () => {
      database = await target.open();
      await database.db
        .insert(content)
        .values(
          [story('A', 1, ['/nacion']), story('B', 2, ['/nacion', '/politica']), story('C', 3, ['/politica'])].map(
            contentRow,
          ),
        );
    });
    afterAll(() => database.close());

    it('merges several sections newest first, a story in two of them once, with paging', async () => {
      expect(await list('nacion,politica', { feedSize: 2 })).toEqual({
        content_elements: [{ _id: 'C' }, { _id: 'B' }],
        count: 3,
        next: 2,
      });
      expect(await list('nacion,politica', { feedSize: 2, feedOffset: 2 })).toEqual({
        content_elements: [{ _id: 'A' }],
        count: 3,
        previous: 0,
      });
    });

    it('moves a story between lists and dates when it is updated', async () => {
      const moved = { ...story('A', 9, ['/economia']), canonical_url: '/nacion/articulo/a/A/' };
      expect(await ingestDocument(database.db, moved)).toMatchObject({ ok: true, created: false });
      expect(await ids('nacion')).toEqual(['B']);
      expect(await ids('economia')).toEqual(['A']);
      expect(await ids('economia,politica')).toEqual(['A', 'C', 'B']);
    });

    it('drops an unpublished story from its lists and counts', async () => {
      await unpublishDocument(database.db, 'B');
      expect(await list('nacion')).toEqual({ content_elements: [], count: 0 });
      expect((await list('politica')).count).toBe(1);
    });

    it('is rebuilt by a seed that truncates content', async () => {
      await seed(database, generateDemoContent(Date.UTC(2026, 10, 20, 12), { storiesPerSite: 12 }));
      const [{ stale }] = await database.query(
        `select count(*)::int as stale from content_keys k where not exists (select 1 from content c where c.id = k.id)`,
      );
      expect(stale).toBe(0);
      const [{ keys, expected }] = await database.query(
        `select (select count(*)::int from content_keys) as keys,
          (select count(*)::int from (select distinct c.id, k from content c, unnest(c.site_keys) k) x) as expected`,
      );
      expect(keys).toBe(expected);
      expect(await ids('economia')).not.toContain('A');
    });
  });
}
