// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import type { Sources } from '../../contracts/sources';
import { articleFixture } from '../../fixtures/article';
import block from './index';
import { RelatedTags } from './RelatedTags';

afterEach(cleanup);
const ctx = ctxFixture();

const tags = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `Tema ${i + 1}`, slug: `tema-${i + 1}` }));
const fetchTags = (
  list: { text: string; slug: string }[],
  variant: 'Relacionados' | 'Noticias relacionadas' = 'Relacionados',
) => {
  const story = articleFixture();
  story.taxonomy.tags = list;
  return block.fetch!({ published: true, variant }, { ...ctx, sources: {} as Sources, story });
};

describe('related tags', () => {
  it("shows the first 5 tags after 'Relacionados:', each linking to its tag page", async () => {
    const data = await fetchTags(tags(7));
    render(<RelatedTags config={{ published: true, variant: 'Relacionados' }} data={data!} ctx={ctx} />);
    expect(screen.getByRole('heading', { name: 'Relacionados:' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Tema 1', 'Tema 2', 'Tema 3', 'Tema 4', 'Tema 5']);
    expect(links[0].getAttribute('href')).toBe('/noticias/tema-1/');
  });

  it('shows all tags when there are fewer than 5', async () => {
    expect((await fetchTags(tags(2)))!.items).toHaveLength(2);
  });

  it("shows every tag under 'Noticias relacionadas' in that variant", async () => {
    const data = await fetchTags(tags(7), 'Noticias relacionadas');
    render(<RelatedTags config={{ published: true, variant: 'Noticias relacionadas' }} data={data!} ctx={ctx} />);
    expect(screen.getByRole('heading', { name: 'Noticias relacionadas' })).toBeTruthy();
    expect(screen.queryByText('Relacionados:')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });

  it("defaults to 'Relacionados' for page configs written before the variant existed", () => {
    expect(block.config.parse({ published: true }).variant).toBe('Relacionados');
  });

  it('renders nothing for a story without tags', async () => {
    expect(await fetchTags([])).toBeNull();
  });
});
