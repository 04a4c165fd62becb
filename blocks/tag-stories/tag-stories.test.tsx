// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { cardItems, fakeSources, storyDoc } from '../../fixtures/cards';
import { CARD_FIELDS } from '../../ui/card-item';
import type { StoryDocument } from '../../contracts/ans';
import block from './index';
import { TagStories } from './TagStories';

afterEach(cleanup);
const config = block.config.parse({ published: true });

const tagged = (i: number): Partial<StoryDocument> => ({
  ...storyDoc(i),
  taxonomy: {
    primary_section: { _id: '/politica', name: 'Política' },
    sections: [{ _id: '/politica' }],
    tags: [{ text: 'Gustavo Petro', slug: 'gustavo-petro' }],
  },
});

function ctxFor(tagSlug: string, docs: Partial<StoryDocument>[]) {
  const source = vi.fn(async () => ({ content_elements: docs, count: docs.length }));
  return {
    source,
    ctx: { ...ctxFixture(), params: { tagSlug }, sources: fakeSources({ 'content-apir-tag': source }) },
  };
}

describe('tag-stories', () => {
  it("asks for the tag's first 10 stories with their tags, and names the tag as editors wrote it", async () => {
    const { source, ctx } = ctxFor('gustavo-petro', [tagged(1), tagged(2)]);
    const data = await block.fetch!(config, ctx);
    expect(source).toHaveBeenCalledWith({
      tagSlug: 'gustavo-petro',
      feedSize: 10,
      feedOffset: 0,
      sourceInclude: `${CARD_FIELDS},taxonomy.tags`,
    });
    expect(data?.tag).toBe('Gustavo Petro');
    expect(data?.items).toHaveLength(2);
    expect(block.head!(config, data!, ctx)).toEqual({
      title: 'Gustavo Petro | Semana',
      description: 'Últimas noticias sobre Gustavo Petro en Semana.',
      canonical: '/noticias/gustavo-petro/',
    });
  });

  it('names the tag by its slug and answers 404 when no story carries it', async () => {
    const { ctx } = ctxFor('tema-sin-notas', []);
    const data = await block.fetch!(config, ctx);
    expect(data).toEqual({ tag: 'tema-sin-notas', items: [], count: 0 });
    expect(block.head!(config, data!, ctx).status).toBe(404);
  });

  it('asks no source for an address that is not a slug', async () => {
    const { source, ctx } = ctxFor('Gustavo Petro', [tagged(1)]);
    expect(await block.fetch!(config, ctx)).toBeNull();
    expect(source).not.toHaveBeenCalled();
  });

  it('shows the tag as the heading and its stories', () => {
    render(
      <TagStories config={config} data={{ tag: 'Gustavo Petro', items: cardItems(2), count: 2 }} ctx={ctxFixture()} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gustavo Petro');
    expect(screen.getByRole('list', { name: 'Notas sobre Gustavo Petro' }).querySelectorAll('li')).toHaveLength(2);
  });

  it('S3-003: renders nothing, not a message, when the tag has no stories', () => {
    const { container } = render(
      <TagStories config={config} data={{ tag: 'tema', items: [], count: 0 }} ctx={ctxFixture()} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
