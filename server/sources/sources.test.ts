import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { storageTargets } from '../../tests/helpers/databases';
import type { Database } from '../db/client';
import { authors, collections, content, pageViews } from '../db/schema';
import { contentRow } from '../content/content-row';
import type { StoryDocument } from '../../contracts/ans';
import { callSource, createSourceCache, SourceParamsError } from './client';
import type { SourceName } from './index';

const NOW = Date.UTC(2026, 10, 20, 17);
const day = (d: number, h = 15) => new Date(Date.UTC(2026, 10, d, h)).toISOString();

function doc(id: string, extra: Partial<StoryDocument> & { sections?: string[] } = {}): StoryDocument {
  const { sections = ['/nacion'], ...rest } = extra;
  return {
    _id: id,
    type: 'story',
    subtype: 'articulo',
    canonical_url: `${sections[0]}/articulo/${id.toLowerCase()}/${id}/`,
    canonical_website: 'semana',
    headlines: { basic: `Titular ${id}` },
    display_date: day(10),
    publish_date: day(10),
    promo_items: { basic: { url: `/images/${id}/1280x720.jpg` } },
    taxonomy: {
      primary_section: { _id: sections[0], name: 'Sección' },
      sections: sections.map((s) => ({ _id: s, name: s.slice(1) })),
      tags: [{ text: 'Paz total', slug: 'paz-total' }],
    },
    credits: { by: [{ _id: 'maria-perez', name: 'María Pérez' }] },
    content_elements: [{ _id: `${id}-1`, type: 'text', content: 'Texto.' }],
    ...rest,
  };
}

const fixtures: StoryDocument[] = [
  ...Array.from({ length: 9 }, (_, i) => doc(`N${i}`, { publish_date: day(1 + i), display_date: day(1 + i) })),
  doc('SUB1', { sections: ['/economia'], subtype: 'galeria' }),
  doc('TV1', { sections: ['/semana-tv/virales'] }),
  doc('TV2', {
    sections: ['/semana-tv/categorias/politica'],
    taxonomy: {
      primary_section: { _id: '/semana-tv/categorias/politica', name: 'Política' },
      sections: [{ _id: '/semana-tv/categorias/politica', name: 'Política' }],
      tags: [{ text: 'Paz total', slug: 'paz-total' }],
    },
  }),
  doc('OP1', { sections: ['/opinion'] }),
  // 20 Nov in Bogotá runs from 05:00 UTC on the 20th to 05:00 UTC on the 21st.
  doc('D1', { publish_date: '2026-11-20T05:30:00Z', display_date: '2026-11-20T05:30:00Z', sections: ['/mundo'] }),
  doc('D2', { publish_date: '2026-11-21T04:30:00Z', display_date: '2026-11-21T04:30:00Z', sections: ['/mundo'] }),
  doc('D3', { publish_date: '2026-11-20T04:30:00Z', display_date: '2026-11-20T04:30:00Z', sections: ['/mundo'] }),
  { ...doc('G1', { sections: ['/galerias'] }), type: 'gallery' },
  { ...doc('V1', { sections: ['/videos'] }), type: 'video', video: { youtubeId: 'abcdefghijk', duration: 'PT3M2S' } },
  { ...doc('S1'), canonical_website: 'soho' },
];

for (const target of storageTargets()) {
  describe(`content sources on ${target.name}`, () => {
    let database: Database;
    const call = (name: SourceName, params: unknown, site = 'semana') =>
      callSource(name, params, { db: database.db, site, now: NOW, cache: createSourceCache() });

    beforeAll(async () => {
      database = await target.open();
      await database.db.insert(content).values(fixtures.map(contentRow));
      await database.db
        .insert(collections)
        .values({ id: 'ultimas', site: 'semana', name: 'Últimas', contentIds: ['N3', 'N1', 'MISSING', 'N2'] });
      await database.db.insert(authors).values({
        id: 'maria-perez',
        slug: 'maria-perez',
        byline: 'María Pérez',
        imageUrl: '/images/author-maria-perez/200x200.jpg',
      });
      await database.db.insert(pageViews).values([
        { contentId: 'N2', site: 'semana', hour: new Date(NOW - 3600_000), views: 50 },
        { contentId: 'N5', site: 'semana', hour: new Date(NOW - 7200_000), views: 80 },
        { contentId: 'N7', site: 'semana', hour: new Date(NOW - 30 * 3600_000), views: 999 },
      ]);
    });
    afterAll(() => database.close());

    it('content-apir pages a section newest first and counts across the last page', async () => {
      const page = (await call('content-apir', {
        includeSections: 'nacion',
        feedSize: 4,
        feedOffset: 8,
        sourceInclude: '_id',
      })) as {
        content_elements: { _id: string }[];
        count: number;
        next?: number;
        previous?: number;
      };
      expect(page).toEqual({ content_elements: [{ _id: 'N0' }], count: 9, previous: 4 });
    });

    it('content-apir-v2 filters by section without the slash and by subtype', async () => {
      const list = (await call('content-apir-v2', {
        includeSections: 'economia',
        includeSubtypes: 'galeria',
        sourceInclude: '_id',
      })) as {
        content_elements: unknown[];
      };
      expect(list.content_elements).toEqual([{ _id: 'SUB1' }]);
      const none = (await call('content-apir-v2', { includeSections: 'economia', includeSubtypes: 'opinion' })) as {
        count: number;
      };
      expect(none.count).toBe(0);
    });

    it('content-apir-semanaTV-v2 lists a TV section and rejects other paths', async () => {
      const list = (await call('content-apir-semanaTV-v2', {
        includeSections: '/semana-tv/virales',
        sourceInclude: '_id',
      })) as {
        content_elements: unknown[];
      };
      expect(list.content_elements).toEqual([{ _id: 'TV1' }]);
      await expect(call('content-apir-semanaTV-v2', { includeSections: '/nacion' })).rejects.toThrow(SourceParamsError);
    });

    it('content-apir-date takes the calendar day in Bogotá', async () => {
      const list = (await call('content-apir-date', { date: '2026-11-20', sourceInclude: '_id' })) as {
        content_elements: { _id: string }[];
      };
      expect(list.content_elements.map((d) => d._id).sort()).toEqual(['D1', 'D2']);
      await expect(call('content-apir-date', { date: '20/11/2026' })).rejects.toThrow(/date/);
    });

    it('content-api-collections keeps the collection order and skips missing stories', async () => {
      const list = (await call('content-api-collections', {
        queryString: 'ultimas',
        size: 5,
        sourceInclude: '_id',
      })) as {
        content_elements: unknown[];
        count: number;
      };
      expect(list.content_elements).toEqual([{ _id: 'N3' }, { _id: 'N1' }, { _id: 'N2' }]);
      expect(list.count).toBe(4);
      const other = (await call('content-api-collections', { queryString: 'ultimas' }, 'soho')) as { count: number };
      expect(other.count).toBe(0);
    });

    it('tag, author and opinion-author lists', async () => {
      const tag = (await call('content-apir-tag', { tagSlug: 'paz-total', feedSize: 2 })) as {
        count: number;
        next?: number;
      };
      expect(tag).toMatchObject({ count: 18, next: 2 });
      const author = (await call('content-apir-author', { authorSlug: 'maria-perez' })) as { count: number };
      expect(author.count).toBe(18);
      const opinion = (await call('content-api-search-author', {
        includeSections: 'opinion-semana',
        includeId: 'maria-perez',
        sourceInclude: '_id',
      })) as {
        content_elements: unknown[];
      };
      expect(opinion.content_elements).toEqual([{ _id: 'OP1' }]);
      await expect(call('content-apir-tag', { tagSlug: 'Not A Slug' })).rejects.toThrow(/tagSlug/);
    });

    it('gallery-by-id, authors-api, section-api and navigation-api answer in the item shapes', async () => {
      expect(await call('gallery-by-id', { queryString: 'G1' })).toMatchObject({
        _id: 'G1',
        headlines: { basic: 'Titular G1' },
      });
      expect(await call('gallery-by-id', { queryString: 'N1' })).toBeNull();
      expect(await call('authors-api', { idAutor: 'maria-perez' })).toMatchObject({
        byline: 'María Pérez',
        image: { url: '/images/author-maria-perez/200x200.jpg' },
      });
      expect(await call('section-api', { queryString: '/nacion' })).toEqual({
        _id: '/nacion',
        name: 'nacion',
        site: { site_title: 'nacion | Semana', site_description: expect.stringContaining('nacion') },
      });
      expect(await call('navigation-api', { queryString: 'navSemanaTVCategorias' })).toEqual({
        _id: '/semana-tv/categorias',
        name: 'Categorías',
        // The section's own name, accents included, not one rebuilt from the slug.
        children: [{ _id: '/semana-tv/categorias/politica', name: 'Política' }],
      });
    });

    it('youtube-api-videos answers from our video documents in the YouTube shape', async () => {
      expect(await call('youtube-api-videos', { videoId: 'abcdefghijk' })).toEqual({
        items: [
          {
            id: 'abcdefghijk',
            snippet: expect.objectContaining({
              title: 'Titular V1',
              thumbnails: { default: { url: '/images/V1/1280x720.jpg' } },
            }),
            contentDetails: { duration: 'PT3M2S' },
          },
        ],
      });
      await expect(call('youtube-api-videos', { videoId: 'short' })).rejects.toThrow(/videoId/);
    });

    it('taboola-newsroom-api ranks the last 24 hours of views', async () => {
      const list = (await call('taboola-newsroom-api', { size: 4 })) as { id: string }[];
      // Viewed first (N7's views are older than 24 h), then the newest stories fill the list.
      expect(list.map((i) => i.id)).toEqual(['N5', 'N2', 'D2', 'D1']);
    });
  });
}

for (const target of storageTargets()) {
  describe(`full-text search on ${target.name}`, () => {
    let database: Database;
    const search = (queryString: string, extra: Record<string, unknown> = {}) =>
      callSource(
        'content-apir-search-query',
        { queryString, sourceInclude: '_id', ...extra },
        { db: database.db, site: 'semana', now: NOW, cache: createSourceCache() },
      ) as Promise<{ content_elements: { _id: string }[]; count: number }>;

    beforeAll(async () => {
      database = await target.open();
      await database.db.insert(content).values(
        [
          doc('P1', { headlines: { basic: 'La Política de seguridad en el Cauca' }, publish_date: day(5) }),
          doc('P2', {
            headlines: { basic: 'Debate sobre la reforma' },
            publish_date: day(6),
            content_elements: [{ _id: 'x', type: 'text', content: 'Las <b>elecciones</b> regionales se acercan.' }],
          }),
          doc('P3', { headlines: { basic: 'Resultados de fútbol' }, publish_date: day(7) }),
          doc('P4', { headlines: { basic: 'Fútbol en la liga' }, publish_date: day(8) }),
          // Another site's story: found by the words, left out by the site's lexeme.
          doc('O1', { headlines: { basic: 'Fútbol y política' }, canonical_website: 'otra' }),
        ].map(contentRow),
      );
    });
    afterAll(() => database.close());

    it("finds 'Política' when searching 'politica'", async () => {
      expect((await search('politica')).content_elements).toEqual([{ _id: 'P1' }]);
    });

    it("stems: 'elección' finds 'elecciones' in the body", async () => {
      expect((await search('elección')).content_elements).toEqual([{ _id: 'P2' }]);
    });

    it('answers newest first, with paging, and an empty list for no match', async () => {
      const both = await search('reforma seguridad');
      expect(both.count).toBe(0);
      expect(await search('futbol')).toEqual({ content_elements: [{ _id: 'P4' }, { _id: 'P3' }], count: 2 });
      expect(await search('futbol', { feedSize: 1, feedOffset: 1 })).toEqual({
        content_elements: [{ _id: 'P3' }],
        count: 2,
        previous: 0,
      });
      // Past the end: no row carries the count, which is still given.
      expect(await search('futbol', { feedSize: 1, feedOffset: 5 })).toEqual({
        content_elements: [],
        count: 2,
        previous: 4,
      });
      await expect(search('')).rejects.toThrow(/queryString/);
    });

    it('finds nothing for stop words alone, and nothing of another site', async () => {
      expect(await search('de la el')).toEqual({ content_elements: [], count: 0 });
      expect((await search('politica')).content_elements).toEqual([{ _id: 'P1' }]);
    });

    it('uses the full-text index (EXPLAIN)', async () => {
      await database.db.execute(sql`set enable_seqscan = off`);
      const explain = async (query: ReturnType<typeof sql>) => JSON.stringify(await database.db.execute(query));
      expect(
        await explain(
          sql`explain select id from content where site = 'semana' and search @@ plainto_tsquery('spanish', 'politica')`,
        ),
      ).not.toMatch(/Seq Scan on content/);
      expect(
        await explain(sql`explain select id from content where search @@ plainto_tsquery('spanish', 'politica')`),
      ).toMatch(/content_search/);
      await database.db.execute(sql`set enable_seqscan = on`);
    });
  });
}
