// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import type { FetchContext } from '../../runtime/define-block';
import type { Sources } from '../../contracts/sources';
import block from './index';
import { ArticleBody } from './ArticleBody';
import { articleFixture } from '../../fixtures/article';

afterEach(cleanup);

const ctx = ctxFixture();
const fetchCtx = (story = articleFixture()): FetchContext => ({ ...ctx, sources: {} as Sources, story });
const bodyTexts = (story = articleFixture()) =>
  story.content_elements.flatMap((el) => (el.type === 'text' ? [String(el.content).replace(/<[^>]+>/g, '')] : []));

async function renderBody(story = articleFixture()) {
  const data = await block.fetch!({ published: true }, fetchCtx(story));
  if (!data) throw new Error('no data');
  return { data, ...render(<ArticleBody config={{ published: true }} data={data} ctx={ctx} />) };
}

describe('article body', () => {
  it('renders text, headers, image with credit, quote, list, divider and table', async () => {
    const { container } = await renderBody();
    expect(screen.getByRole('heading', { level: 2, name: 'Qué cambia para los pasajeros' })).toBeTruthy();
    const centred = screen.getByRole('heading', { level: 3, name: 'Cifras de la obra' });
    expect(centred.className).toContain('article-body__align-center');
    expect(screen.getByText('empresa Metro de Bogotá').tagName).toBe('B');
    expect(screen.getByRole('link', { name: 'su sitio' }).getAttribute('href')).toBe(
      'https://www.metrodebogota.gov.co/',
    );
    expect(screen.getByText('Foto: Carlos Díaz')).toBeTruthy();
    expect(container.querySelector('blockquote')?.textContent).toBe(
      'Es la obra más grande de la historia de la ciudad.',
    );
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('hr')).not.toBeNull();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Dato', 'Valor']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('never puts editor scripts in the page', async () => {
    const { container } = await renderBody();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('alert(1)');
    expect(screen.getByText('El cronograma se revisará cada trimestre.')).toBeTruthy();
  });

  it("locks a content code '3' story: no body in the data, an empty container and the invitation", async () => {
    const locked = articleFixture({ content_restrictions: { content_code: '3' } });
    const { data, container } = await renderBody(locked);
    const serialised = JSON.stringify(data);
    for (const text of bodyTexts(locked)) expect(serialised).not.toContain(text.slice(0, 30));
    const box = container.querySelector('.article-body--locked');
    expect(box?.getAttribute('data-locked-state')).toBe('6');
    expect(box?.innerHTML).toBe('');
    expect(screen.getByRole('heading', { name: 'Este contenido es exclusivo para suscriptores' })).toBeTruthy();
    expect(container.textContent).toContain('$199.000 al año');
    expect(container.textContent).toContain('Cancela cuando quieras');
    expect(screen.getByRole('link', { name: 'Suscríbete' }).getAttribute('href')).toBe(
      '/suscripciones-online/?offerId=466',
    );
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe('/login-semana/');
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/login-semana/?register=1');
  });

  it("does not lock code '3' under a path that skips the paywall", async () => {
    const special = articleFixture({
      canonical_url: '/especiales-multimedia/articulo/x/1/',
      content_restrictions: { content_code: '3' },
    });
    const data = await block.fetch!({ published: true }, fetchCtx(special));
    expect(data).toMatchObject({ locked: false });
  });

  it('shows nothing for a story without body elements of a known type', async () => {
    const empty = articleFixture({ content_elements: [{ type: 'oembed_response' }] });
    expect(await block.fetch!({ published: true }, fetchCtx(empty))).toBeNull();
  });
});
