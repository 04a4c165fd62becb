import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from 'drizzle-orm/logger';
import { storageTargets } from './helpers/databases';
import type { Database } from '../server/db/client';
import { callSource, createSourceCache } from '../server/sources/client';
import { sourceDefinitions, type SourceName } from '../server/sources';

/** One call of every source, with params the demo corpus answers. */
const calls: { [K in SourceName]: unknown } = {
  'content-apir': { includeSections: 'nacion', feedSize: 8, feedOffset: 8 },
  'content-apir-v2': { includeSections: 'politica', includeSubtypes: 'articulo', feedSize: 8 },
  'content-apir-semanaTV-v2': { includeSections: '/semana-tv/virales', feedSize: 10 },
  'content-apir-date': { date: '2026-11-20', feedSize: 50, feedOffset: 50 },
  'content-apir-search-query': { queryString: 'elecciones', feedSize: 10 },
  'content-apir-tag': { tagSlug: 'bogota', feedSize: 12 },
  'content-apir-author': { authorSlug: 'redaccion-semana', feedSize: 12 },
  'content-api-collections': { queryString: 'ultimas', size: 5 },
  'content-api-search-author': { includeSections: 'opinion-semana', includeId: 'redaccion-semana', feedSize: 16 },
  'gallery-by-id': { queryString: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' },
  'authors-api': { idAutor: 'redaccion-semana' },
  'navigation-api': { queryString: 'navSemanaTv' },
  'section-api': { queryString: '/nacion' },
  'taboola-newsroom-api': { size: 4 },
  'youtube-api-videos': { videoId: 'abcdefghijk' },
  'sales-catalogue': {},
  'static-page': { path: '/terminos-de-uso/' },
};

for (const target of storageTargets('seeded')) {
  describe(`query plans on ${target.name}`, () => {
    let database: Database;
    let captured: { query: string; params: unknown[] }[] = [];
    const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };

    beforeAll(async () => {
      database = await target.open(logger);
    }, 120_000);
    afterAll(() => database.close());

    it.each(Object.keys(sourceDefinitions) as SourceName[])(
      '%s reads the content table through an index',
      async (name) => {
        captured = [];
        await callSource(name, calls[name], {
          db: database.db,
          site: 'semana',
          now: Date.now(),
          cache: createSourceCache(),
        });
        const queries = captured.filter((q) =>
          /\bfrom "?content"?\b|join "?content"?\b|, unnest|"content_keys"/i.test(q.query),
        );
        // authors-api reads only the authors table and static-page the static pages (primary keys), sales-catalogue no
        // table; every other reads content.
        const ownTable = ['authors-api', 'sales-catalogue', 'static-page'].includes(name);
        if (!ownTable) expect(queries.length, name).toBeGreaterThan(0);
        for (const { query, params } of queries) {
          // The planner scans small tables sequentially anyway; with seq scans disabled it must find an index.
          await database.query('set enable_seqscan = off');
          const plan = (await database.query(`explain ${query}`, params))
            .map((r) => String(Object.values(r)[0]))
            .join('\n');
          await database.query('set enable_seqscan = on');
          expect(plan, `${name}: ${query}`).not.toMatch(/Seq Scan on content(_keys)?\b/);
        }
      },
    );
  });
}
