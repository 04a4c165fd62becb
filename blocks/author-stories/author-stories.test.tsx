// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, fakeSources, storyDoc } from '../../fixtures/cards';
import { CARD_FIELDS } from '../../ui/card-item';
import block from './index';
import { AuthorStories } from './AuthorStories';

afterEach(cleanup);
const config = block.config.parse({ published: true });

function ctxFor(authorSlug: string | undefined) {
  const source = vi.fn(async () => ({
    content_elements: [storyDoc(1), storyDoc(2, { withImage: false }), storyDoc(3)],
    count: 42,
  }));
  const params: Record<string, string> = authorSlug === undefined ? {} : { authorSlug };
  return { source, ctx: { ...ctxFixture(), params, sources: fakeSources({ 'content-apir-author': source }) } };
}

describe('author-stories', () => {
  it("asks for the address's author's first 10 stories and keeps those with a picture", async () => {
    const { source, ctx } = ctxFor('lucia-fernandez');
    const data = await block.fetch!(config, ctx);
    expect(source).toHaveBeenCalledWith({
      authorSlug: 'lucia-fernandez',
      feedSize: 10,
      feedOffset: 0,
      sourceInclude: CARD_FIELDS,
    });
    expect(data?.items.map((i) => i.url)).toEqual([
      '/nacion/articulo/nota-1/fixture-1/',
      '/nacion/articulo/nota-3/fixture-3/',
    ]);
    expect(data?.count).toBe(42);
  });

  it('takes the page size from the config, 1 to 50', async () => {
    const { source, ctx } = ctxFor('lucia-fernandez');
    await block.fetch!(block.config.parse({ published: true, feedSize: 25 }), ctx);
    expect(source).toHaveBeenCalledWith(expect.objectContaining({ feedSize: 25 }));
    expect(block.config.safeParse({ feedSize: 51 }).success).toBe(false);
  });

  it('is left out for a missing author or an address that is not a slug', async () => {
    for (const slug of [undefined, '', 'Lucía Fernández', 'a'.repeat(101)]) {
      const { source, ctx } = ctxFor(slug);
      expect(await block.fetch!(config, ctx)).toBeNull();
      expect(source).not.toHaveBeenCalled();
    }
  });

  it('is left out when none of the stories has a picture', async () => {
    const source = vi.fn(async () => ({ content_elements: [storyDoc(1, { withImage: false })], count: 1 }));
    const ctx = {
      ...ctxFixture(),
      params: { authorSlug: 'lucia-fernandez' },
      sources: fakeSources({ 'content-apir-author': source }),
    };
    expect(await block.fetch!(config, ctx)).toBeNull();
  });

  it("lists the stories under 'Últimas notas'", () => {
    render(<AuthorStories config={config} data={{ items: cardItems(3), count: 3 }} ctx={ctxFixture()} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Últimas notas');
    const list = screen.getByRole('list', { name: 'Notas del autor' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /reforma a la salud/ }).getAttribute('href')).toBe(
      '/nacion/articulo/nota-0/fixture-0/',
    );
  });
});
