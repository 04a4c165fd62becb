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
});
