// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import block from './index';
import { TvMenu } from './TvMenu';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';

const navigation = vi.fn(async () => ({
  _id: '/semana-tv/categorias',
  name: 'Categorías',
  children: Array.from({ length: 11 }, (_, i) => ({ _id: `/semana-tv/categorias/cat-${i}`, name: `Cat ${i}` })),
}));
const ctx = (path: string, brand = 'semana', site = 'semana') => ({
  ...ctxFixture(site),
  path,
  params: { brand },
  sources: fakeSources({ 'navigation-api': navigation }),
});

describe('tv-menu', () => {
  it('lists programmes, the first 9 categories and virales for the site’s own TV pages', async () => {
    const data = await block.fetch!(block.config.parse({ published: true }), ctx('/semana-tv/programas/'));
    const items = data?.items;
    expect(items?.map((i) => i.link)).toContain('/semana-tv/programas/semana-noticias/');
    expect(items?.filter((i) => i.link.includes('/categorias/cat-'))).toHaveLength(9);
    expect(items?.at(-1)).toEqual({ text: 'Virales', link: '/semana-tv/virales/' });
    expect(
      await block.fetch!(block.config.parse({ published: true }), ctx('/soho-tv/programas/', 'soho-x')),
    ).toBeNull();
  });

  // Issue 28: every site's TV menu listed Semana's programmes.
  it("lists the site's own programmes, not Semana's", async () => {
    const data = await block.fetch!(block.config.parse({ published: true }), ctx('/mujeres-tv/', 'mujeres', 'mujeres'));
    const programmes = data?.items.filter((i) => i.link.startsWith('/mujeres-tv/programas/') && i.text !== 'Programas');
    expect(programmes?.map((i) => i.text)).toEqual([
      'Mujeres al Día',
      'El Debate de Mujeres',
      'Belleza en Casa',
      'Charlas de Pareja',
      'Alfombra Roja',
    ]);
    expect(data?.items.some((i) => /Semana|Vicky/.test(i.text))).toBe(false);
  });

  it('highlights the item whose path is the current path and scrolls it into view', () => {
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    const items = [
      { text: 'Programas', link: '/semana-tv/programas/' },
      { text: 'Virales', link: '/semana-tv/virales/' },
    ];
    render(
      <TvMenu config={{ published: true }} data={{ items }} ctx={{ ...ctxFixture(), path: '/semana-tv/virales/' }} />,
    );
    expect(screen.getByRole('link', { name: 'Virales' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Programas' }).getAttribute('aria-current')).toBeNull();
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest', inline: 'center' });
  });
});
