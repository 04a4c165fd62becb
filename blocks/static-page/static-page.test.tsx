// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { publishedStaticPageFixture, staticPageFixture } from '../../fixtures/static-page';
import type { Sources } from '../../contracts/sources';
import block from './index';
import { StaticPage } from './StaticPage';
import { EXAMPLE_NOTICE } from './example-notice';

afterEach(cleanup);
const ctx = ctxFixture();

describe('static-page', () => {
  it('reads the page at the request address, with its trailing slash', async () => {
    const staticPage = vi.fn(async () => staticPageFixture);
    const sources = { 'static-page': staticPage } as unknown as Sources;
    const data = await block.fetch!({ published: true }, { ...ctx, path: '/terminos-de-uso', sources });
    expect(staticPage).toHaveBeenCalledWith({ path: '/terminos-de-uso/' });
    expect(data).toEqual(staticPageFixture);
  });

  it('renders nothing when the site has no page there', async () => {
    const sources = { 'static-page': async () => null } as unknown as Sources;
    expect(await block.fetch!({ published: true }, { ...ctx, path: '/otra/', sources })).toBeNull();
  });

  it('shows the title as the h1 and marks placeholder text as an example', () => {
    render(<StaticPage config={{ published: true }} data={staticPageFixture} ctx={ctx} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(EXAMPLE_NOTICE);
    expect(EXAMPLE_NOTICE).toMatch(/^Texto de ejemplo/);
    expect(screen.getByText(/El equipo editorial carga el texto definitivo/)).toBeTruthy();
  });

  it('shows no example notice once the brand publishes its own text', () => {
    render(<StaticPage config={{ published: true }} data={publishedStaticPageFixture} ctx={ctx} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Texto vigente de los términos de uso.')).toBeTruthy();
  });

  it("titles the page with the site's name and gives its own address as canonical", () => {
    const head = block.head!({ published: true }, staticPageFixture, ctx);
    expect(head).toMatchObject({ title: 'Términos de uso | Semana', canonical: '/terminos-de-uso/' });
  });
});
