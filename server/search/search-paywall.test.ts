import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storageTargets } from '../../tests/helpers/databases';
import type { Database } from '../db/client';
import { content } from '../db/schema';
import { contentRow } from '../content/content-row';
import type { StoryDocument } from '../../contracts/ans';
import { callSource, createSourceCache } from '../sources/client';
import { foldText } from './search-text';

const NOW = Date.UTC(2026, 10, 20, 17);

/** A story whose body holds a word that appears nowhere else. */
function story(id: string, bodyWord: string, extra: Partial<StoryDocument> = {}): StoryDocument {
  return {
    _id: id,
    type: 'story',
    subtype: 'articulo',
    canonical_url: `/nacion/articulo/nota/${id}/`,
    canonical_website: 'semana',
    headlines: { basic: `Ministerio anuncia reforma ${id}` },
    subheadlines: { basic: 'Cambios en la política agraria' },
    display_date: '2026-11-10T15:00:00Z',
    publish_date: '2026-11-10T15:00:00Z',
    taxonomy: { primary_section: { _id: '/nacion', name: 'Nación' }, sections: [{ _id: '/nacion', name: 'Nación' }] },
    content_elements: [
      { _id: `${id}-1`, type: 'text', content: `<p>El documento menciona ${bodyWord} dos veces.</p>` },
    ],
    ...extra,
  };
}

const locked = story('LOCKED1', 'Zarathustrabad', { content_restrictions: { content_code: '3' } });
const free = story('FREE1', 'Quetzalcoatlpampa', { content_restrictions: { content_code: '1' } });
// Content code '3' under a path that never locks (spec 1, 4): its body is public, so it is searchable.
const special = story('SPECIAL1', 'Ixtlahuacanzo', {
  canonical_url: '/especiales/articulo/nota/SPECIAL1/',
  content_restrictions: { content_code: '3' },
});

const migrationFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../db/migrations/0015_search_visible_text.sql',
);

for (const target of storageTargets()) {
  describe(`search indexes only what a visitor may read, on ${target.name}`, () => {
    let database: Database;
    const search = async (q: string) => {
      const answer = (await callSource(
        'content-apir-search-query',
        { queryString: q, sourceInclude: '_id' },
        { db: database.db, site: 'semana', now: NOW, cache: createSourceCache() },
      )) as { content_elements: { _id: string }[] };
      return answer.content_elements.map((e) => e._id).sort();
    };

    beforeAll(async () => {
      database = await target.open();
      await database.db.insert(content).values([locked, free, special].map(contentRow));
    });
    afterAll(() => database?.close());

    it('a word only in the locked body finds nothing; the headline still finds the story', async () => {
      expect(await search('Zarathustrabad')).toEqual([]);
      expect(await search('reforma LOCKED1')).toEqual(['LOCKED1']);
      expect(await search('política agraria')).toEqual(['FREE1', 'LOCKED1', 'SPECIAL1']);
    });

    it('free stories and premium stories on never-locked paths stay searchable by their body', async () => {
      expect(await search('Quetzalcoatlpampa')).toEqual(['FREE1']);
      expect(await search('Ixtlahuacanzo')).toEqual(['SPECIAL1']);
    });

    it('migration 0015 re-indexes rows stored with their premium body', async () => {
      // Rows as the earlier code stored them: the body's words in search_text.
      const oldText = (doc: StoryDocument) =>
        foldText(`${doc.headlines.basic} \n${doc.subheadlines?.basic} \n${String(doc.content_elements[0].content)}`);
      for (const doc of [locked, free, special]) {
        await database.db
          .update(content)
          .set({ searchText: oldText(doc) })
          .where(eq(content.id, doc._id));
      }
      expect(await search('Zarathustrabad')).toEqual(['LOCKED1']);

      for (const statement of fs.readFileSync(migrationFile, 'utf8').split('--> statement-breakpoint')) {
        await database.query(statement);
      }
      expect(await search('Zarathustrabad')).toEqual([]);
      expect(await search('reforma LOCKED1')).toEqual(['LOCKED1']);
      expect(await search('Quetzalcoatlpampa')).toEqual(['FREE1']);
      expect(await search('Ixtlahuacanzo')).toEqual(['SPECIAL1']);
      // The migration folds as searchText does: what the ingest writes now is what the migration wrote.
      const [row] = await database.db
        .select({ text: content.searchText })
        .from(content)
        .where(eq(content.id, locked._id));
      expect(row.text).toBe(contentRow(locked).searchText);
    });
  });
}
