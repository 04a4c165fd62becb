// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import type { FetchContext } from '../../runtime/define-block';
import type { Sources } from '../../contracts/sources';
import { articleFixture } from '../../fixtures/article';
import block from './index';
import { ArticleHeader } from './ArticleHeader';

afterEach(cleanup);

const ctx = ctxFixture();
const header = async (story = articleFixture()) => {
  const data = await block.fetch!({ published: true }, { ...ctx, sources: {} as Sources, story } as FetchContext);
  if (!data) throw new Error('no data');
  return data;
};

describe('article header', () => {
  it('shows kicker, headline, subheadline, byline, date and lead image with credits', async () => {
    const data = await header();
    const { container } = render(<ArticleHeader config={{ published: true }} data={data} ctx={ctx} />);
    expect(container.querySelector('.article-header__kicker')?.textContent).toBe('Análisis');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(articleFixture().headlines.basic);
    expect(screen.getByText(articleFixture().subheadlines!.basic)).toBeTruthy();
    expect(screen.getByText('María Jimena Duzán').tagName).not.toBe('A');
    expect(screen.getByRole('link', { name: 'Redacción Nación' }).getAttribute('href')).toBe(
      '/autor/redaccion-nacion/',
    );
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-20T15:30:00Z');
    expect(time?.textContent).toBe('20 de noviembre de 2026 a las 10:30 a. m.');
    expect(container.querySelector('figcaption')?.textContent).toBe(
      'Obras del viaducto del metro en el sur de Bogotá. Foto: Ana Gómez, Luis Rojas',
    );
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('links to Google Discover in a new tab', async () => {
    render(<ArticleHeader config={{ published: true }} data={await header()} ctx={ctx} />);
    const link = screen.getByRole('link', { name: 'Síguenos en Google Discover' });
    expect(link.getAttribute('href')).toBe('https://news.google.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('falls back to the primary section as kicker', async () => {
    expect((await header(articleFixture({ subtype: undefined }))).kicker).toBe('Nación');
    expect((await header(articleFixture({ subtype: 'articulo' }))).kicker).toBe('Nación');
  });

  it('signs old stories without byline with the editorial desk', async () => {
    const old = articleFixture({ credits: { by: [] }, publish_date: '2024-06-01T12:00:00Z' });
    render(<ArticleHeader config={{ published: true }} data={await header(old)} ctx={ctx} />);
    expect(screen.getByRole('link', { name: 'Redacción Semana' }).getAttribute('href')).toBe(
      '/autor/redaccion-semana/',
    );
  });
});

describe('article head tags', () => {
  it('gives title, description, canonical and image', async () => {
    const tags = block.head!({ published: true }, await header(), ctx);
    expect(tags.title).toBe(`${articleFixture().headlines.basic} | Semana`);
    expect(tags.description).toBe(articleFixture().description!.basic);
    expect(tags.canonical).toBe(articleFixture().canonical_url);
    expect(tags.image).toBe('/images/fixture-articulo-completo/1280x720.jpg');
  });

  it('describes a free story as a NewsArticle with its authors and publisher', async () => {
    const [ld] = block.head!({ published: true }, await header(), ctx).jsonLd!;
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: articleFixture().headlines.basic,
      datePublished: '2026-11-20T15:30:00Z',
      dateModified: '2026-11-20T17:00:00Z',
      publisher: { '@type': 'Organization', name: 'Semana' },
      isAccessibleForFree: true,
    });
    expect(ld.author).toEqual([
      { '@type': 'Person', name: 'María Jimena Duzán' },
      { '@type': 'Organization', name: 'Redacción Nación', url: '/autor/redaccion-nacion/' },
    ]);
  });

  it('marks a locked story as not free, points at the locked container and carries no body text', async () => {
    const locked = articleFixture({ content_restrictions: { content_code: '3' } });
    const [ld] = block.head!({ published: true }, await header(locked), ctx).jsonLd!;
    expect(ld.isAccessibleForFree).toBe(false);
    expect(ld.hasPart).toEqual({
      '@type': 'WebPageElement',
      isAccessibleForFree: false,
      cssSelector: '.article-body--locked',
    });
    expect(ld).not.toHaveProperty('articleBody');
    expect(JSON.stringify(ld)).not.toContain('rutas alimentadoras');
  });
});
