// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import type { Sources } from '../../contracts/sources';
import { articleFixture } from '../../fixtures/article';
import block from './index';
import { MostRead } from './MostRead';

afterEach(cleanup);
const ctx = ctxFixture();

const ranked = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, url: `/nacion/articulo/n-${i}/id-${i}/`, title: `Nota ${i}` }));

function sourcesAnswering(items: ReturnType<typeof ranked>) {
  const taboola = vi.fn(async () => items);
  return { taboola, sources: { 'taboola-newsroom-api': taboola } as unknown as Sources };
}

describe('most read', () => {
  it("shows 3 items under 'Lo más leído' when the source returns more", async () => {
    const { sources, taboola } = sourcesAnswering(ranked(6));
    const data = await block.fetch!({ published: true }, { ...ctx, sources });
    expect(taboola).toHaveBeenCalledWith({ size: 20 });
    render(<MostRead config={{ published: true }} data={data!} ctx={ctx} />);
    expect(screen.getByRole('heading', { name: 'Lo más leído' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Nota 0' }).getAttribute('href')).toBe('/nacion/articulo/n-0/id-0/');
  });

  it('leaves out the stories the page already shows (issue 14: no headline twice)', async () => {
    const { sources } = sourcesAnswering(ranked(8));
    const shown = new Set(['/nacion/articulo/n-0/id-0/', '/nacion/articulo/n-2/id-2/']);
    const data = await block.fetch!({ published: true }, { ...ctx, sources, shown });
    expect(data!.items.map((i) => i.title)).toEqual(['Nota 1', 'Nota 3', 'Nota 4']);
  });

  it('leaves out the article being read', async () => {
    const { sources } = sourcesAnswering(ranked(4));
    const story = articleFixture({ _id: 'id-1' });
    const byId = await block.fetch!({ published: true }, { ...ctx, sources, story });
    expect(byId!.items.map((i) => i.title)).toEqual(['Nota 0', 'Nota 2', 'Nota 3']);
    const byUrl = articleFixture({ _id: 'otro', canonical_url: '/nacion/articulo/n-0/id-0/' });
    const data = await block.fetch!({ published: true }, { ...ctx, sources, story: byUrl });
    expect(data!.items.map((i) => i.title)).toEqual(['Nota 1', 'Nota 2', 'Nota 3']);
  });

  it('renders nothing when the source ranks no other story', async () => {
    const { sources } = sourcesAnswering(ranked(1));
    const story = articleFixture({ _id: 'id-0' });
    expect(await block.fetch!({ published: true }, { ...ctx, sources, story })).toBeNull();
  });
});
