// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fakeSources } from '../../fixtures/cards';
import { ctxFixture } from '../../fixtures/site';
import { opinionDoc, opinionDocs } from '../../fixtures/opinion';
import { toOpinionItem } from '../../ui/opinion/opinion-item';
import type { SourceResult } from '../../contracts/sources';
import { authorSlugFromPath } from './author-path';
import block from './index';
import { ProductAuthorPage } from './ProductAuthorPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const record: SourceResult<'authors-api'> = {
  _id: 'author-17',
  byline: 'María Jimena Duzán',
  bio: 'Periodista y columnista.',
  bio_page: '/autor/maria-jimena-duzan/',
  image: null,
};

/** The columnist's 40 columns, 16 a page, as content-api-search-author answers them. */
function setup(path = '/opinion-mujeres/autor/maria-jimena-duzan/', total = 40) {
  const authors = vi.fn(async ({ idAutor }: { idAutor: string }) => (idAutor === 'maria-jimena-duzan' ? record : null));
  const search = vi.fn(async (q: { feedSize?: unknown; feedOffset?: unknown }) => {
    const at = Number(q.feedOffset ?? 0);
    const size = Number(q.feedSize);
    return { content_elements: opinionDocs(Math.min(size, total - at), at), count: total, next: at + size };
  });
  const ctx = {
    ...ctxFixture('mujeres'),
    path,
    sources: fakeSources({ 'authors-api': authors, 'content-api-search-author': search }),
  };
  return { authors, search, ctx };
}

async function renderPage(path?: string) {
  const { search, ctx } = setup(path);
  const config = block.config.parse({ published: true });
  const data = (await block.fetch!(config, ctx))!;
  render(<ProductAuthorPage config={config} data={data} ctx={ctx} />);
  return { search, data, head: block.head!(config, data, ctx), cards: () => screen.queryAllByRole('article') };
}

describe('product author page', () => {
  it('reads the author from the third segment of the path', () => {
    expect(authorSlugFromPath('/opinion/autor/maria-jimena-duzan/')).toBe('maria-jimena-duzan');
    expect(authorSlugFromPath('/opinion-mujeres/autor/ana-rios?x=1')).toBe('ana-rios');
    expect(authorSlugFromPath('/opinion-mujeres/autor/')).toBeUndefined();
  });

  it("asks for 16 of the author's columns in the brand's opinion section, and shows the hero and 4 columns", async () => {
    const { search, cards } = await renderPage();
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({
        includeSections: 'opinion-mujeres',
        includeId: 'author-17',
        feedSize: 16,
        feedOffset: 0,
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'María Jimena Duzán' })).toBeTruthy();
    expect(screen.getByText('Periodista y columnista.')).toBeTruthy();
    expect(cards()).toHaveLength(16);
    expect(cards()[0].parentElement?.className).toContain('product-author__grid--4');
    // The hero names the columnist; the cards do not repeat her.
    expect(screen.getAllByText('María Jimena Duzán')).toHaveLength(1);
  });

  it('keeps the first page of 16 cards within the 8 KB island props budget', async () => {
    const { data } = await renderPage();
    const props = JSON.stringify({ config: block.config.parse({ published: true }), data });
    expect(Buffer.byteLength(props)).toBeLessThan(8 * 1024);
  });

  it('cuts subheadlines at 150 characters with "..." on its opinion cards', () => {
    const { ctx } = setup();
    const items = [150, 151].map((n, i) => toOpinionItem(opinionDoc(i, { subheadline: 'y'.repeat(n) }), 'Mujeres')!);
    const author = { id: record._id, byline: record.byline };
    const data = { slug: 'maria-jimena-duzan', author, includeSections: 'opinion-mujeres', items, count: 2 };
    render(<ProductAuthorPage config={{ published: true, feedSize: 16 }} data={data} ctx={ctx} />);
    expect(screen.getByText('y'.repeat(150))).toBeTruthy();
    expect(screen.getByText('y'.repeat(150) + '...')).toBeTruthy();
  });

  it("appends the next 16 per 'Cargar más' click, reads 'Cargando...' meanwhile, and hides at the end", async () => {
    const offsets: number[] = [];
    let release: () => void = () => {};
    server.use(
      http.get('*/api/content/content-api-search-author', async ({ request }) => {
        const q = JSON.parse(new URL(request.url).searchParams.get('query') ?? '{}') as { feedOffset: number };
        offsets.push(q.feedOffset);
        if (offsets.length === 1) await new Promise<void>((resolve) => (release = resolve));
        const at = q.feedOffset;
        return HttpResponse.json({
          content_elements: opinionDocs(Math.min(16, 40 - at), at),
          count: 40,
          next: at + 16,
        });
      }),
    );
    const { cards } = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(((await screen.findByRole('button', { name: 'Cargando...' })) as HTMLButtonElement).disabled).toBe(true);
    release();
    await vi.waitFor(() => expect(cards()).toHaveLength(32));
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(40));
    expect(offsets).toEqual([16, 32]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("falls back to the route's author slug on a two-segment address (/opinion/{author-slug}/)", async () => {
    const { authors, search, ctx } = setup('/opinion/maria-jimena-duzan/');
    const config = block.config.parse({ published: true });
    const data = await block.fetch!(config, { ...ctx, params: { authorSlug: 'maria-jimena-duzan' } });
    expect(authors).toHaveBeenCalledWith({ idAutor: 'maria-jimena-duzan' });
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ includeId: 'author-17' }));
    expect(data?.author?.byline).toBe('María Jimena Duzán');
  });

  it('says the columnist is unknown and answers 404 for an unknown slug', async () => {
    const { head, search, cards } = await renderPage('/opinion-mujeres/autor/nadie/');
    expect(screen.getByRole('heading', { level: 1, name: 'Columnista no encontrado' })).toBeTruthy();
    expect(head.status).toBe(404);
    expect(search).not.toHaveBeenCalled();
    expect(cards()).toHaveLength(0);
  });
});
