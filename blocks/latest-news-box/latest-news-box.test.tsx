// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources, storyDoc } from '../../fixtures/cards';
import block from './index';
import { LatestNewsBox } from './LatestNewsBox';

afterEach(cleanup);
const config = block.config.parse({ published: true, collectionId: 'ultimas' });
const items = [
  { url: '/nacion/articulo/nota-1/fixture-1/', title: 'Así avanza la vía al Llano tras el cierre por derrumbes' },
  { url: '/nacion/articulo/nota-2/fixture-2/', title: 'La inflación en Colombia baja por quinto mes consecutivo' },
];

describe('latest-news-box', () => {
  it("asks the configured collection for 5 items, with only each item's link, headline and date", async () => {
    const source = vi.fn(async () => ({ content_elements: [storyDoc(1), storyDoc(2)], count: 2 }));
    const data = await block.fetch!(config, {
      ...ctxFixture(),
      sources: fakeSources({ 'content-api-collections': source }),
    });
    expect(source).toHaveBeenCalledWith({
      queryString: 'ultimas',
      size: 5,
      sourceInclude: 'canonical_url,headlines.basic,display_date',
    });
    // Fixture stories carry a display_date (for the cards' date line): the box dates its items with it.
    const dated = items.map((item, i) => ({
      ...item,
      date: { iso: storyDoc(i + 1).display_date, text: expect.any(String) },
    }));
    expect(data).toEqual({ items: dated });
  });

  it('leaves out the stories the page already shows, reading further into the collection (issue 14)', async () => {
    const docs = Array.from({ length: 8 }, (_, i) => storyDoc(i + 1));
    const source = vi.fn(async () => ({ content_elements: docs, count: docs.length }));
    const shown = new Set(['/nacion/articulo/nota-1/fixture-1/', '/nacion/articulo/nota-3/fixture-3/']);
    const data = await block.fetch!(config, {
      ...ctxFixture(),
      sources: fakeSources({ 'content-api-collections': source }),
      shown,
    });
    expect(source).toHaveBeenCalledWith(expect.objectContaining({ size: 40 }));
    expect(data!.items.map((item) => item.url.split('/')[3])).toEqual([
      'nota-2',
      'nota-4',
      'nota-5',
      'nota-6',
      'nota-7',
    ]);
  });

  it("shows when each item was published as spec 1, 9 reads it ('Hace 12 minutos', 'Hace 2 horas', a date)", async () => {
    const ctx = ctxFixture(); // 20 Nov 2026, 15:00 UTC
    const ago = (minutes: number) => new Date(ctx.now - minutes * 60_000).toISOString();
    const docs = [12, 150, 60 * 30].map((minutes, i) => ({ ...storyDoc(i + 1), display_date: ago(minutes) }));
    const source = vi.fn(async () => ({ content_elements: docs, count: docs.length }));
    const data = await block.fetch!(config, { ...ctx, sources: fakeSources({ 'content-api-collections': source }) });
    render(<LatestNewsBox config={config} data={data!} ctx={ctx} />);
    const times = [...document.querySelectorAll('.latest-news__list time')];
    expect(times.map((t) => t.textContent)).toEqual(['Hace 12 minutos', 'Hace 2 horas', '19 de noviembre de 2026']);
    expect(times[0]!.getAttribute('datetime')).toBe(ago(12));
  });

  it('needs a collection, and moves the v1 `collection` field to `collectionId`', () => {
    expect(block.config.safeParse({ published: true }).success).toBe(false);
    const migrate = block.migrations![0].migrate;
    expect(migrate({ published: true, collection: 'portada' })).toEqual({ published: true, collectionId: 'portada' });
  });

  it("titles the box 'Encuentra aquí lo último en Semana' and links each item", () => {
    render(<LatestNewsBox config={config} data={{ items }} ctx={ctxFixture()} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Encuentra aquí lo último en Semana');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: items[1].title }).getAttribute('href')).toBe(items[1].url);
  });

  it("opens with 'LEER MÁS' and closes again with 'LEER MENOS'", async () => {
    const { container } = render(<LatestNewsBox config={config} data={{ items }} ctx={ctxFixture()} />);
    const list = container.querySelector('.latest-news__list')!;
    const toggle = screen.getByRole('button', { name: 'LEER MÁS' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.getAttribute('data-open')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.textContent).toBe('LEER MENOS');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.getAttribute('data-open')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.textContent).toBe('LEER MÁS');
  });
});
