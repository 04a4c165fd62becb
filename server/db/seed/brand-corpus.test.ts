import { beforeAll, describe, expect, it } from 'vitest';
import type { StoryDocument } from '../../../contracts/ans';
import { loadSites } from '../../sites';
import { BANKS_BY_SLUG } from './banks';
import { BRAND_BANKS, BRAND_MORE_BANKS, WITHOUT_NEWS_DESK } from './brands';
import { generateDemoContent, type DemoContent } from './demo-content';

/** Issue 28, "Brands": each site's corpus is its own (its TV programmes; no Semana news desk on the magazines). */

const NOW = Date.UTC(2026, 10, 20, 12);
const sites = [...loadSites().values()];
let demo: DemoContent;
beforeAll(() => {
  demo = generateDemoContent(NOW);
});

const bySite = (slug: string) => demo.stories.filter((s) => s.canonical_website === slug);
const hasSection = (doc: StoryDocument, id: string) => doc.taxonomy.sections.some((s) => s._id === id);

describe("each brand's own corpus", () => {
  // Issue 28: a magazine's rails and lists showed Semana's hard news and cartoons.
  it("gives the magazines no recent story of Semana's news sections, cartoons, specials or Semana Play", () => {
    expect([...WITHOUT_NEWS_DESK].sort()).toEqual(['mujeres', 'semanarural', 'soho']);
    const news = [...BANKS_BY_SLUG.keys(), 'caricaturas', 'semanaplay', 'hablan-las-marcas'].map((s) => `/${s}`);
    for (const site of WITHOUT_NEWS_DESK) {
      // One 2024 item of each section the shared pages name stays (plan.ts): no rail or list reaches back to it.
      const stories = bySite(site).filter((s) => s.type === 'story' && !s.publish_date.startsWith('2024'));
      expect(stories.length).toBeGreaterThan(150);
      // Its own sections may share a slug with Semana's (Soho's 'Deportes'); its columns are under /opinion.
      const own = [...BRAND_BANKS.get(site)!, ...BRAND_MORE_BANKS.get(site)!].map((b) => b.path ?? `/${b.slug}`);
      const semanas = stories.filter(
        (s) =>
          news.includes(s.taxonomy.primary_section._id) &&
          ![...own, '/opinion'].includes(s.taxonomy.primary_section._id),
      );
      expect(semanas.map((s) => s.canonical_url)).toEqual([]);
    }
  });

  it("fills every site's TV programmes, categories and virales with videos", () => {
    for (const site of sites) {
      // Each site's own programmes (issue 28); its first is its news programme.
      const programmes = site.tvProgrammes.map((p) => `programas/${p.slug}`);
      const tv = bySite(site.slug).filter((s) =>
        s.taxonomy.sections.some((x) => x._id.startsWith(`/${site.slug}-tv/`)),
      );
      expect(tv.every((v) => v.type === 'video' && hasSection(v, '/videos') && v.video?.youtubeId)).toBe(true);
      const categories = new Set(
        tv.flatMap((v) => v.taxonomy.sections.map((x) => x._id)).filter((id) => id.includes('-tv/categorias/')),
      );
      expect(categories.size).toBeGreaterThanOrEqual(3);
      for (const rest of [...programmes, ...[...categories].map((id) => id.split('-tv/')[1]), 'virales']) {
        const videos = tv.filter((v) => hasSection(v, `/${site.slug}-tv/${rest}`));
        // The daily news programme fills more than its page's first 12 (ADR 0035): 'Cargar más' has a page.
        const [min, max] = rest === programmes[0] ? [13, 20] : [4, 10];
        expect(videos.length, `${site.slug} ${rest}`).toBeGreaterThanOrEqual(min);
        expect(videos.length, `${site.slug} ${rest}`).toBeLessThanOrEqual(max);
      }
    }
  });
});
