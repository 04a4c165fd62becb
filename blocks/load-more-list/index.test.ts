import { describe, expect, it, vi } from 'vitest';
import block from './index';
import { ctxFixture } from '../../.storybook/fixtures';
import { fakeSources } from '../../ui/card-fixtures';

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
