import { EDITIONS_SECTION } from './editions';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { credited, promoImage, storyDocument, type StoryDocument } from '../../../contracts/ans';
import { loadSites } from '../../sites';
import { BANKS_BY_SLUG } from './banks';
import { FEMALE_NAMES, MALE_NAMES } from './banks/common';
import { isFeminineRole } from './body';
import { HOME_SECTION_ITEMS, LATEST_SIZE, generateDemoContent, homeSections, type DemoContent } from './demo-content';
import { WITHOUT_NEWS_DESK } from './brands';

const NOW = Date.UTC(2026, 10, 20, 12);
const sites = [...loadSites().values()];
/** The sites that also run Semana's news desk (its sections, live blogs, cartoons); the magazines do not. */
const newsSites = sites.filter((site) => !WITHOUT_NEWS_DESK.has(site.slug));
let demo: DemoContent;
beforeAll(() => {
  demo = generateDemoContent(NOW);
});

const bySite = (slug: string) => demo.stories.filter((s) => s.canonical_website === slug);
const texts = (doc: StoryDocument) =>
  doc.content_elements.filter((e) => e.type === 'text').map((e) => String(e.content));
const hasSection = (doc: StoryDocument, id: string) => doc.taxonomy.sections.some((s) => s._id === id);
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('demo content', () => {
  it('is the same corpus for the same date', () => {
    expect(digest(generateDemoContent(NOW))).toBe(digest(demo));
  });

  it('keeps ids, urls and texts when only the date changes', () => {
    const tomorrow = generateDemoContent(NOW + 86_400_000, { storiesPerSite: 20 });
    const today = generateDemoContent(NOW, { storiesPerSite: 20 });
    expect(tomorrow.stories.map((s) => s.canonical_url)).toEqual(today.stories.map((s) => s.canonical_url));
  });

  it('gives every site at least 250 items (300 with the news desk), newest at now, none in the future', () => {
    for (const site of sites) {
      // Not the printed editions of past years (./editions.test.ts).
      const stories = bySite(site.slug).filter((s) => s.taxonomy.primary_section._id !== EDITIONS_SECTION._id);
      expect(stories.length).toBeGreaterThanOrEqual(WITHOUT_NEWS_DESK.has(site.slug) ? 250 : 300);
      // Semana's «Más» sections (Loterías, Cómo, Empleos… issue 28) bring it to about 520.
      expect(stories.length).toBeLessThanOrEqual(550);
      const dates = stories.map((s) => Date.parse(s.publish_date));
      expect(Math.max(...dates)).toBe(NOW);
      expect(stories.every((s) => Date.parse(s.last_updated_date!) <= NOW)).toBe(true);
      const lastQuarter = dates.filter((d) => d >= NOW - 90 * 86_400_000).length;
      expect(lastQuarter / stories.length).toBeGreaterThan(0.9);
    }
  });

  it('makes every document a valid ANS story with a unique id and url', () => {
    for (const doc of demo.stories) storyDocument.parse(doc);
    expect(new Set(demo.stories.map((s) => s._id)).size).toBe(demo.stories.length);
    expect(new Set(demo.stories.map((s) => `${s.canonical_website}${s.canonical_url}`)).size).toBe(demo.stories.length);
  });

  it('builds canonical urls from the primary section, the headline slug and the id', () => {
    for (const doc of demo.stories.filter((s) => s.type === 'story' && !s.canonical_url.startsWith('/caricaturas'))) {
      expect(doc.canonical_url).toBe(
        `${doc.taxonomy.primary_section.path}/articulo/${doc.canonical_url.split('/').at(-3)}/${doc._id}/`,
      );
      expect(doc.canonical_url).toMatch(/^\/[a-z0-9/-]+\/articulo\/[a-z0-9-]+\/[A-Z2-7]{26}\/$/);
    }
  });

  it('never repeats a paragraph within a story', () => {
    for (const doc of demo.stories) {
      const paragraphs = texts(doc);
      expect(new Set(paragraphs).size, doc.canonical_url).toBe(paragraphs.length);
    }
  });

  it('writes bodies with text, headers, images, quotes and lists, and a distinct picture per item', () => {
    const types = new Set(demo.stories.flatMap((s) => s.content_elements.map((e) => e.type)));
    for (const t of ['text', 'header', 'image', 'quote', 'list', 'divider', 'table']) expect(types).toContain(t);
    const pictures = demo.stories.map((s) => promoImage(s)?.url);
    expect(new Set(pictures).size).toBe(demo.stories.length);
    for (const doc of demo.stories) {
      expect(promoImage(doc)?.alt_text).toBeTruthy();
      expect(promoImage(doc)?.images_data?.fill).toHaveLength(4);
    }
  });

  it('covers the home sections, every other section on each news site and a subsection on Semana', () => {
    const expected = [...BANKS_BY_SLUG.keys()].map((s) => `/${s}`);
    for (const site of newsSites) {
      const sections = new Set(bySite(site.slug).flatMap((s) => s.taxonomy.sections.map((x) => x._id)));
      // The other brands have few stories of each news section (their homes list their own): maybe no subsection.
      const subsection = site.slug === 'semana' ? ['/mundo/noticias-estados-unidos'] : [];
      for (const s of [...expected, ...subsection, '/semanaplay', '/hablan-las-marcas'])
        expect(sections, `${site.slug} ${s}`).toContain(s);
      for (const path of homeSections(site))
        expect(bySite(site.slug).filter((s) => hasSection(s, path)).length, path).toBeGreaterThanOrEqual(20);
    }
  });

  it('has galleries, videos and live blogs on every site, specials and cartoons on the news sites', () => {
    for (const site of sites) {
      const stories = bySite(site.slug);
      const galleries = stories.filter((s) => s.type === 'gallery');
      // The galleries grid starts at offset 9 and loads 12 at a time: a second page needs more than 21.
      expect(galleries.length).toBeGreaterThan(21);
      // Some are premium, so the locked gallery (spec 1, 4) can be tried on every site.
      expect(galleries.filter((g) => g.content_restrictions?.content_code === '3').length).toBeGreaterThan(0);
      for (const g of galleries) {
        expect(hasSection(g, '/galerias')).toBe(true);
        expect(g.canonical_url).toContain('/galeria/');
        expect(g.content_elements.length).toBeGreaterThanOrEqual(8);
        expect(g.content_elements.length).toBeLessThanOrEqual(15);
      }
      const house = galleries
        .flatMap((g) => g.content_elements)
        .filter((e) => {
          const credits = e.credits as { by: { name: string }[]; affiliation: { name: string }[] };
          return (
            credits.by[0].name === site.galleryPhotographer && credits.affiliation[0].name === site.galleryPhotographer
          );
        });
      expect(house.length).toBeGreaterThan(0);
      const videos = stories.filter((s) => s.type === 'video');
      expect(videos.length).toBeGreaterThan(0);
      expect(videos.every((v) => /^[\w-]{11}$/.test(v.video?.youtubeId ?? '') && hasSection(v, '/videos'))).toBe(true);
      const live = stories.filter((s) => hasSection(s, '/live'));
      expect(live.length).toBeGreaterThan(0);
      for (const blog of live) {
        const timed = blog.content_elements.filter((e) =>
          /^\d{1,2}:\d{2} (a\.m\.|p\.m\.|am|pm) /.test(String(e.content)),
        );
        expect(timed.length).toBeGreaterThanOrEqual(5);
      }
      if (WITHOUT_NEWS_DESK.has(site.slug)) continue;
      expect(stories.some((s) => s.canonical_url.startsWith('/caricaturas/galeria/'))).toBe(true);
      expect(stories.some((s) => s.taxonomy.primary_section._id === '/especiales')).toBe(true);
      expect(stories.some((s) => s.taxonomy.primary_section._id === '/confidenciales')).toBe(true);
      expect(
        stories.filter((s) => s.owner?.sponsored).every((s) => s.canonical_url.startsWith('/hablan-las-marcas/')),
      ).toBe(true);
    }
  });

  it('gives the forums site its past and next forums and their videos, each in its own section only', () => {
    const forums = bySite('foros-semana');
    const only = (id: string) => forums.filter((s) => s.taxonomy.primary_section._id === id);
    const past = only('/foros-semana');
    expect(past).toHaveLength(20);
    expect(past.every((s) => s.type === 'story' && s.headlines.basic.includes('Foro Semana'))).toBe(true);
    expect(new Set(past.map((s) => s.headlines.basic)).size).toBeGreaterThan(12);
    expect(only('/foros-semana/proximos-foros')).toHaveLength(4);
    // Issue 28: each announced forum starts after the seed's day, so the home's countdown counts on any day.
    const starts = only('/foros-semana/proximos-foros').map((s) =>
      Date.parse((s.additional_properties as { event_date: string }).event_date),
    );
    expect(starts.every((start) => start > NOW && start < NOW + 60 * 86_400_000)).toBe(true);
    const videos = only('/foros-semana/videos');
    expect(videos).toHaveLength(20);
    expect(videos.every((v) => v.video?.youtubeId && hasSection(v, '/videos') && !hasSection(v, '/foros-semana'))).toBe(
      true,
    );
    // Semana's «Foros Semana» lists its reports of the forums (issue 28), none of the next forums or their videos.
    const onSemana = bySite('semana').filter((s) => s.taxonomy.sections.some((x) => x._id.startsWith('/foros-semana')));
    expect(onSemana.length).toBeGreaterThanOrEqual(8);
    expect(onSemana.every((s) => s.taxonomy.primary_section._id === '/foros-semana' && s.type === 'story')).toBe(true);
  });

  it('mixes named authors, the site desk and no byline, with unsigned 2024 stories', () => {
    for (const site of sites) {
      const stories = bySite(site.slug);
      const names = stories.flatMap((s) => credited(s.credits?.by).map((a) => a.name));
      expect(names).toContain(`Redacción ${site.name}`);
      expect(names.some((n) => !n.startsWith('Redacción'))).toBe(true);
      const unsigned2024 = stories.filter((s) => s.publish_date.startsWith('2024') && !s.credits?.by?.length);
      expect(unsigned2024.length).toBeGreaterThan(0);
      const named = stories.flatMap((s) => credited(s.credits?.by)).find((a) => !a.name.startsWith('Redacción'));
      expect(named?.image?.url).toMatch(/^\/images\/author-[a-z-]+\/200x200\.jpg$/);
      expect(named?.social_links?.length).toBeGreaterThan(0);
    }
  });

  it('locks about one story in ten with content code 3', () => {
    const codes = demo.stories.map((s) => s.content_restrictions?.content_code);
    const locked = codes.filter((c) => c === '3').length / codes.length;
    expect(locked).toBeGreaterThan(0.04);
    expect(locked).toBeLessThan(0.15);
    expect(codes.every((c) => c === undefined || c === '1' || c === '3')).toBe(true);
  });

  it('gives every story two to six tags with slugs', () => {
    for (const doc of demo.stories.filter((s) => s.type === 'story')) {
      const tags = doc.taxonomy.tags ?? [];
      expect(tags.length).toBeGreaterThanOrEqual(2);
      expect(tags.length).toBeLessThanOrEqual(6);
      for (const tag of tags) expect(tag.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('has authors with photos, per-site collections and page views', () => {
    expect(new Set(demo.authors.map((a) => a.slug)).size).toBe(demo.authors.length);
    expect(demo.authors.map((a) => a.slug)).toContain('redaccion-semana');
    expect(demo.authors.every((a) => a.imageUrl?.startsWith('/images/author-'))).toBe(true);
    const ids = new Set(demo.stories.map((s) => s._id));
    for (const site of sites) {
      const portada = demo.collections.find((c) => c.site === site.slug && c.id === 'portada');
      const ultimas = demo.collections.find((c) => c.site === site.slug && c.id === 'ultimas');
      // The newest item of each home section, each of the site's own.
      expect(portada?.contentIds).toHaveLength(homeSections(site).length);
      // None of them among the items the home's block for its section shows.
      for (const id of portada?.contentIds ?? []) {
        const story = demo.stories.find((s) => s._id === id)!;
        const path = homeSections(site).find((p) => hasSection(story, p))!;
        const shown = bySite(site.slug)
          .filter((s) => hasSection(s, path))
          .sort((x, y) => y.publish_date.localeCompare(x.publish_date))
          .slice(0, HOME_SECTION_ITEMS);
        expect(story.canonical_website).toBe(site.slug);
        expect(shown.map((s) => s.headlines.basic)).not.toContain(story.headlines.basic);
      }
      expect(ultimas?.contentIds).toHaveLength(LATEST_SIZE);
      // More than one page of the collection-based gallery (6 per load), all of them galleries.
      const galerias = demo.collections.find((c) => c.site === site.slug && c.id === 'galerias');
      expect(galerias?.contentIds.length).toBeGreaterThan(6);
      const types = new Set(galerias?.contentIds.map((id) => demo.stories.find((s) => s._id === id)?.type));
      expect([...types]).toEqual(['gallery']);
      const views = demo.pageViews.filter((v) => v.site === site.slug);
      const stories = new Set(views.map((v) => v.contentId));
      expect(stories.size).toBeGreaterThanOrEqual(24);
      expect([...stories].every((id) => ids.has(id))).toBe(true);
      expect(views.every((v) => v.hour.getTime() <= NOW && v.hour.getTime() > NOW - 86_400_000)).toBe(true);
    }
  });
});

describe('brands', () => {
  it("writes each brand's stories in its own sections, and its home sections' newest headlines all differ", () => {
    const own = { mujeres: '/moda', soho: '/humor', semanarural: '/agro', 'foros-semana': '/eventos', elpais: '/cali' };
    for (const [site, path] of Object.entries(own)) {
      expect(homeSections(loadSites().get(site)!)).toContain(path);
      expect(bySite('semana').some((s) => hasSection(s, path))).toBe(false);
    }
    for (const site of sites)
      for (const path of homeSections(site)) {
        const newest = bySite(site.slug)
          .filter((s) => hasSection(s, path))
          .sort((x, y) => y.publish_date.localeCompare(x.publish_date))
          .slice(0, 8)
          .map((s) => s.headlines.basic);
        expect(new Set(newest).size, `${site.slug} ${path}`).toBe(newest.length);
      }
  });
});

describe('quotes', () => {
  it('cite a woman for a feminine role and a man otherwise', () => {
    expect(['ministra de Ambiente', 'actriz', 'rectora de un colegio'].every(isFeminineRole)).toBe(true);
    expect(['gobernador de Caldas', 'analista de mercados', 'presidente de la Dimayor'].some(isFeminineRole)).toBe(
      false,
    );
    const quotes = demo.stories.flatMap((s) => s.content_elements).filter((e) => e.type === 'quote');
    expect(quotes.length).toBeGreaterThan(100);
    for (const q of quotes) {
      const citation = (q.citation as { content: string }).content;
      const [name, role] = [citation.slice(0, citation.indexOf(', ')), citation.slice(citation.indexOf(', ') + 2)];
      const names: readonly string[] = isFeminineRole(role) ? FEMALE_NAMES : MALE_NAMES;
      expect(
        names.some((first) => name.startsWith(`${first} `)),
        citation,
      ).toBe(true);
    }
  });
});
