import { describe, expect, it } from 'vitest';
import { layouts } from '../../layouts';
import { preparePage } from '../../runtime/prepare-page';
import { loadBlocks } from '../../runtime/registry';
import { renderBody } from '../../runtime/render';
import { resolveData } from '../../runtime/resolve';
import type { RenderContext } from '../../runtime/types';
import type { Sources } from '../../contracts/sources';
import type { MostReadItem } from '../../contracts/sources/taboola-newsroom-api';
import { ctxFixture } from '../../fixtures/site';
import { createSourceCache } from '../sources/client';
import { BlockHtmlCache } from './block-html-cache';
import { articleFixture } from '../../fixtures/article';
import type { StoryDocument } from '../../contracts/ans';

const registry = await loadBlocks();
// The default layout's header and footer, and the most-read box: the blocks that declare their HTML reusable.
const { areas } = preparePage(
  { layout: 'default', areas: { main: [{ block: 'most-read', config: { published: true } }] } },
  registry,
);

async function render(ctx: RenderContext, ranking: MostReadItem[], htmlCache?: BlockHtmlCache) {
  const sources = { 'taboola-newsroom-api': async () => ranking } as unknown as Sources;
  const data = await resolveData(areas, { ...ctx, sources, query: {} }, { timeoutMs: 1000, onError: () => {} });
  return renderBody(layouts.default, areas, data, ctx, { htmlCache }).html;
}

const ranking = (title: string): MostReadItem[] => [
  { id: 'A1', url: '/nacion/a/', title },
  { id: 'B2', url: '/nacion/b/', title: 'Segunda' },
];
const page = (path: string, extra: Partial<RenderContext> = {}): RenderContext => ({ ...ctxFixture(), path, ...extra });

describe('rendered block HTML kept between requests', () => {
  it('gives byte for byte the page a fresh render gives, on the first request and on the next ones', async () => {
    const cache = new BlockHtmlCache();
    const fresh = await render(page('/nacion/'), ranking('Primera'));
    expect(fresh).toContain('site-footer');
    expect(await render(page('/nacion/'), ranking('Primera'), cache)).toBe(fresh);
    expect(await render(page('/nacion/'), ranking('Primera'), cache)).toBe(fresh);
  });

  it('never hands one page the header of another, nor last year’s footer, nor an old ranking', async () => {
    const cache = new BlockHtmlCache();
    await render(page('/nacion/'), ranking('Primera'), cache);
    const other = page('/mundo/', { now: Date.UTC(2027, 5, 1) });
    const html = await render(other, ranking('Nueva primera'), cache);
    expect(html).toBe(await render(other, ranking('Nueva primera')));
    expect(html).toContain('Nueva primera');
    expect(html).toContain('© 2027');
  });

  it('renders a page for its reader afresh: her name never reaches the public page', async () => {
    const cache = new BlockHtmlCache();
    const reader = { firstName: 'Lucía', subscriptionStatuses: [1] };
    expect(await render(page('/nacion/'), ranking('Primera'), cache)).not.toContain('Lucía');
    expect(await render(page('/nacion/', { reader }), ranking('Primera'), cache)).toContain('Lucía');
    expect(await render(page('/nacion/'), ranking('Primera'), cache)).not.toContain('Lucía');
  });

  it('drops a site’s blocks when its content changes (the source cache’s invalidation), and only that site’s', async () => {
    const sources = createSourceCache();
    const cache = new BlockHtmlCache().follow(sources);
    cache.set('semana|site-footer|{}|2026', '<footer>viejo</footer>');
    cache.set('soho|site-footer|{}|2026', '<footer>soho</footer>');
    await sources.invalidateSite('semana');
    expect(cache.get('semana|site-footer|{}|2026')).toBeUndefined();
    expect(cache.get('soho|site-footer|{}|2026')).toBe('<footer>soho</footer>');
  });

  it('holds at most its byte cap, the least recently used blocks out first', () => {
    const cache = new BlockHtmlCache({ maxBytes: 100_000 });
    const html = `<nav>${'x'.repeat(9_000)}</nav>`;
    for (let i = 0; i < 30; i++) cache.set(`semana|site-header|{}|${i}`, html);
    expect(cache.keys().length).toBe(11); // 11 × 9,035 bytes: all that fits in 100,000
    expect(cache.get('semana|site-header|{}|29')).toBe(html);
    expect(cache.get('semana|site-header|{}|0')).toBeUndefined();
  });

  describe("a story page's own blocks (perStory)", () => {
    const story = prepareStoryAreas();
    function prepareStoryAreas() {
      return preparePage(
        {
          layout: 'default',
          areas: {
            main: [
              { block: 'article-header', config: { published: true } },
              { block: 'article-body', config: { published: true } },
            ],
          },
        },
        registry,
      ).areas;
    }
    async function renderStory(doc: StoryDocument, ctx: RenderContext, htmlCache?: BlockHtmlCache) {
      const sources = {} as Sources;
      const fetchCtx = { ...ctx, sources, story: doc, query: {} };
      const data = await resolveData(story, fetchCtx, { timeoutMs: 1000, onError: () => {} });
      return renderBody(layouts.default, story, data, ctx, { htmlCache }).html;
    }
    const storyPage = (doc: StoryDocument, extra: Partial<RenderContext> = {}) =>
      page(doc.canonical_url, { contentId: doc._id, ...extra });
    const first = articleFixture({ _id: 'PRIMERA', headlines: { basic: 'Primera nota' } });
    const second = articleFixture({ _id: 'SEGUNDA', headlines: { basic: 'Segunda nota' } });

    it('renders each story once, and gives the same bytes as a fresh render', async () => {
      const cache = new BlockHtmlCache();
      const fresh = await renderStory(first, storyPage(first));
      // React writes the LCP image's preload hint at the start of the root it renders: in the block's own root, when
      // the block is rendered alone. The document's head has the same hint (lcpPreload), so only its place differs.
      const hints = /<link rel="preload"[^>]*>/g;
      const cached = await renderStory(first, storyPage(first), cache);
      expect(cached.replace(hints, '')).toBe(fresh.replace(hints, ''));
      expect(cached.match(hints)).toEqual(fresh.match(hints));
      // A second render of the same story finds its two blocks stored: an edit to the stored copy would show.
      for (const key of [...cacheKeys(cache)]) cache.set(key, cache.get(key)!.replace('Primera nota', 'De la caché'));
      expect(await renderStory(first, storyPage(first), cache)).toContain('De la caché');
      expect(await renderStory(second, storyPage(second), cache)).toContain('Segunda nota');
      expect(await renderStory(second, storyPage(second), cache)).not.toContain('De la caché');
    });

    it("never keeps a reader's page, a preview, or a page that is no story's", async () => {
      const cache = new BlockHtmlCache();
      const reader = { firstName: 'Lucía', subscriptionStatuses: [1] };
      await renderStory(first, storyPage(first, { reader }), cache);
      await renderStory(first, storyPage(first, { preview: true }), cache);
      await renderStory(first, page(first.canonical_url), cache);
      expect(cacheKeys(cache)).toEqual([]);
    });

    it('keys by the request minute: the next minute renders afresh', async () => {
      const cache = new BlockHtmlCache();
      await renderStory(first, storyPage(first), cache);
      const stored = cacheKeys(cache).length;
      await renderStory(first, storyPage(first, { now: ctxFixture().now + 60_000 }), cache);
      expect(cacheKeys(cache).length).toBe(2 * stored);
    });
  });
});

/** The story blocks' keys (the layout's header and footer are kept per site, by their own keys). */
function cacheKeys(cache: BlockHtmlCache): string[] {
  return cache.keys().filter((key) => key.includes('|article-'));
}
