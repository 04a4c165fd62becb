// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import type { Sources } from '../../contracts/sources';
import block from './index';
import { SectionHeading } from './SectionHeading';
import { sectionPath } from './section-path';

afterEach(cleanup);
const ctx = ctxFixture();

describe('section path (spec 3, 2)', () => {
  it('takes the section from the address of a section page', () => {
    expect(sectionPath({}, { section: 'nacion' })).toBe('nacion');
    expect(sectionPath({}, { subsection: 'economia', section: 'finanzas' })).toBe('economia/finanzas');
  });

  it('prefers the section the page config names', () => {
    expect(sectionPath({ subsection: 'economia', section: 'finanzas' }, { section: 'nacion' })).toBe(
      'economia/finanzas',
    );
    expect(sectionPath({ section: '/deportes/' }, {})).toBe('deportes');
    expect(sectionPath({}, {})).toBeNull();
  });
});

describe('section heading', () => {
  const node = {
    _id: '/nacion',
    name: 'Nación',
    site: { site_title: 'Nación | Semana', site_description: 'Últimas noticias de Nación en Semana.' },
  };
  const sectionApi = vi.fn(async () => node);
  const sources = { 'section-api': sectionApi } as unknown as Sources;

  it('renders a visually hidden h1 with the section name', async () => {
    const data = await block.fetch!({ published: true }, { ...ctx, params: { section: 'nacion' }, sources });
    expect(sectionApi).toHaveBeenCalledWith({ queryString: 'nacion' });
    render(<SectionHeading config={{ published: true }} data={data!} ctx={ctx} />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Nación' });
    expect(h1.className).toContain('visually-hidden');
  });

  it('gives the /seccion/ canonical address and a two-item breadcrumb, also on a landing page', async () => {
    const data = await block.fetch!({ published: true, section: 'nacion' }, { ...ctx, sources });
    const head = block.head!({ published: true, section: 'nacion' }, data!, ctx);
    expect(head.canonical).toBe('/seccion/nacion/');
    expect(head.title).toBe('Nación | Semana');
    expect(head.description).toBe(node.site.site_description);
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Semana', item: '/' },
          { '@type': 'ListItem', position: 2, name: 'Nación', item: '/seccion/nacion/' },
        ],
      },
    ]);
  });

  it('renders nothing for a section the section source does not know', async () => {
    const none = { 'section-api': async () => null } as unknown as Sources;
    expect(await block.fetch!({ published: true }, { ...ctx, params: { section: 'nada' }, sources: none })).toBeNull();
  });

  it('S3-003: names a section the menus link to but with no stories yet, and prints no empty message', async () => {
    const none = { 'section-api': async () => null } as unknown as Sources;
    const data = await block.fetch!({ published: true }, { ...ctx, params: { section: 'loterias' }, sources: none });
    expect(data).toMatchObject({ name: 'Loterías', path: 'loterias', title: 'Loterías | Semana' });
    const { container } = render(<SectionHeading config={{ published: true }} data={data!} ctx={ctx} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Loterías' }).className).toContain('visually-hidden');
    expect(container.textContent).toBe('Loterías');
  });

  it("names a subsection without stories after the menu section it is named like ('semanarural/opinion')", async () => {
    const none = { 'section-api': async () => null } as unknown as Sources;
    const params = { subsection: 'semanarural', section: 'opinion' };
    const data = await block.fetch!({ published: true }, { ...ctx, params, sources: none });
    expect(data).toMatchObject({ name: 'Opinión', path: 'semanarural/opinion' });
  });
});
