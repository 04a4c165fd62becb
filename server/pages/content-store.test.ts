import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storageTargets } from '../../tests/helpers/databases';
import { premiumStory } from '../../fixtures/article';
import type { Database } from '../db/client';
import { content, contentRedirects, contentTombstones, staticPages } from '../db/schema';
import { contentRow } from '../content/content-row';
import { createSourceCache } from '../sources/client';
import { createContentStore, type ContentStore } from './content-store';

const story = premiumStory('STOREFIXTURE');

for (const target of storageTargets()) {
  describe(`content store on ${target.name}`, () => {
    let database: Database;
    let store: ContentStore;

    beforeAll(async () => {
      database = await target.open();
      await database.db.insert(content).values(contentRow(story));
      await database.db.insert(contentRedirects).values({ site: 'semana', fromUrl: '/antes/', contentId: story._id });
      await database.db.insert(contentTombstones).values({ id: 'BORRADA', site: 'semana', canonicalUrl: '/borrada/' });
      await database.db
        .insert(staticPages)
        .values({ site: 'semana', path: '/sagrilaft/', title: 'SAGRILAFT', paragraphs: ['Texto.'] });
      store = createContentStore({ database, cache: createSourceCache() });
    });
    afterAll(() => database.close());

    it('finds a story by its site and canonical URL, and keeps it cached for the next reader', async () => {
      expect((await store.story('semana', story.canonical_url))?._id).toBe(story._id);
      expect(await store.story('soho', story.canonical_url)).toBeNull();
      await database.db.delete(content).where(eq(content.id, story._id));
      // Still answered from the cache: a warm article render reads no database.
      expect((await store.story('semana', story.canonical_url))?._id).toBe(story._id);
    });

    it('points an old address to the story and tells a deleted one from an unknown one', async () => {
      await database.db.insert(content).values(contentRow(story)).onConflictDoNothing();
      expect(await store.redirect('semana', '/antes/')).toBe(story.canonical_url);
      expect(await store.redirect('semana', '/otra/')).toBeUndefined();
      expect(await store.isGone('semana', '/borrada/')).toBe(true);
      expect(await store.isGone('soho', '/borrada/')).toBe(false);
    });

    it("knows the site's static pages by their address (issue 14)", async () => {
      expect(await store.hasStaticPage('semana', '/sagrilaft/')).toBe(true);
      expect(await store.hasStaticPage('soho', '/sagrilaft/')).toBe(false);
      expect(await store.hasStaticPage('semana', '/otra/')).toBe(false);
    });
  });
}
