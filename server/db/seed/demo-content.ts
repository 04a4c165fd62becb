import type { StoryDocument } from '../../content/ans';
import type { authors, collections, pageViews } from '../schema';
import { loadSites } from '../../sites';

export interface DemoContent {
  stories: StoryDocument[];
  authors: (typeof authors.$inferInsert)[];
  collections: (typeof collections.$inferInsert)[];
  pageViews: (typeof pageViews.$inferInsert)[];
}

// Provisional generator: replaced by the full demo corpus (sentence banks per section).
export function generateDemoContent(now = Date.UTC(2026, 10, 20, 15)): DemoContent {
  const stories: StoryDocument[] = [];
  const sections = ['nacion', 'politica', 'economia', 'mundo', 'deportes', 'tecnologia'];
  for (const site of loadSites().values()) {
    for (let i = 0; i < 60; i++) {
      const section = sections[i % sections.length];
      const id = `${site.slug}-${String(i).padStart(5, '0')}`;
      const date = new Date(now - i * 3_600_000).toISOString();
      stories.push({
        _id: id,
        type: 'story',
        canonical_url: `/${section}/articulo/nota-${i}/${id}/`,
        canonical_website: site.slug,
        headlines: { basic: `Nota de ${section} número ${i}` },
        display_date: date,
        publish_date: date,
        promo_items: { basic: { url: `/images/${id}.jpg`, alt_text: `Imagen de la nota ${i}` } },
        taxonomy: {
          primary_section: { _id: `/${section}`, name: section },
          sections: [{ _id: `/${section}`, name: section }],
        },
        content_elements: [{ _id: `${id}-p1`, type: 'text', content: 'Texto de la nota.' }],
      });
    }
  }
  const collectionsOut = [...loadSites().values()].map((site) => ({
    id: 'ultimas',
    site: site.slug,
    name: 'Últimas noticias',
    contentIds: stories
      .filter((s) => s.canonical_website === site.slug)
      .slice(0, 10)
      .map((s) => s._id),
  }));
  return { stories, authors: [], collections: collectionsOut, pageViews: [] };
}
