import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';

const dateConfig = block.config.parse({ published: true, source: 'content-apir-date', offSet: 50 });

describe('load-more-list', () => {
  it('ships only the paging state: the next offset (spec 3, 9: second page at 50) and the count', async () => {
    const source = vi.fn(async () => ({ content_elements: [], count: 73 }));
    const ctx = {
      ...ctxFixture(),
      params: { date: '2026-11-20' },
      sources: fakeSources({ 'content-apir-date': source }),
    };
    expect(await block.fetch!(dateConfig, ctx)).toEqual({
      items: [],
      query: { source: 'content-apir-date', date: '2026-11-20' },
      next: 50,
      count: 73,
    });
  });

  it('renders nothing when the first page already holds everything', async () => {
    const source = vi.fn(async () => ({ content_elements: [], count: 50 }));
    const ctx = {
      ...ctxFixture(),
      params: { date: '2026-11-20' },
      sources: fakeSources({ 'content-apir-date': source }),
    };
    expect(await block.fetch!(dateConfig, ctx)).toBeNull();
  });

  it('continues a search with the terms of ?q=', async () => {
    const source = vi.fn(async () => ({ content_elements: [], count: 30 }));
    const config = block.config.parse({ published: true, source: 'content-apir-search-query', offSet: 10 });
    const ctx = { ...ctxFixture(), query: { q: 'paz' }, sources: fakeSources({ 'content-apir-search-query': source }) };
    expect(await block.fetch!(config, ctx)).toMatchObject({ query: { queryString: 'paz' }, next: 10 });
    expect(await block.fetch!(config, { ...ctx, query: {} })).toBeNull();
  });
});

describe('load-more-list on the author and tag pages', () => {
  it("continues the author's stories with the slug of /autor/{authorSlug}/", async () => {
    const source = vi.fn(async () => ({ content_elements: [], count: 14 }));
    const config = block.config.parse({ published: true, source: 'content-apir-author', offSet: 10 });
    const ctx = {
      ...ctxFixture(),
      params: { authorSlug: 'redaccion-semana' },
      sources: fakeSources({ 'content-apir-author': source }),
    };
    expect(await block.fetch!(config, ctx)).toEqual({
      items: [],
      query: { source: 'content-apir-author', authorSlug: 'redaccion-semana' },
      next: 10,
      count: 14,
    });
    expect(source).toHaveBeenCalledWith(expect.objectContaining({ authorSlug: 'redaccion-semana' }));
  });

  it('continues a tag with the slug of /noticias/{tagSlug}/, and asks nothing for a malformed slug', async () => {
    const source = vi.fn(async () => ({ content_elements: [], count: 30 }));
    const config = block.config.parse({ published: true, source: 'content-apir-tag', offSet: 10 });
    const ctx = {
      ...ctxFixture(),
      params: { tagSlug: 'paz-total' },
      sources: fakeSources({ 'content-apir-tag': source }),
    };
    expect(await block.fetch!(config, ctx)).toMatchObject({ query: { tagSlug: 'paz-total' }, next: 10 });
    source.mockClear();
    expect(await block.fetch!(config, { ...ctx, params: { tagSlug: 'Paz Total' } })).toBeNull();
    expect(source).not.toHaveBeenCalled();
  });
});
