// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import type { RenderContext } from '../../runtime/types';
import { ProductFooter } from './ProductFooter';

afterEach(cleanup);

function renderFooter(ctx: RenderContext = ctxFixture('mujeres')) {
  render(<ProductFooter config={{ published: true }} data={null} ctx={ctx} />);
  return within(screen.getByRole('contentinfo'));
}

const hrefOf = (footer: ReturnType<typeof renderFooter>, name: string) =>
  footer.getByRole('link', { name }).getAttribute('href');

describe('product footer', () => {
  it("shows the product brand's name and description from its site settings", () => {
    const ctx = ctxFixture('mujeres');
    const footer = renderFooter();
    expect(footer.getByRole('link', { name: 'Mujeres, ir a la portada' }).getAttribute('href')).toBe('/');
    expect(footer.getByText(ctx.site.description)).toBeTruthy();
  });

  it('names another product brand from its own settings', () => {
    expect(renderFooter(ctxFixture('soho')).getByRole('link', { name: 'Soho, ir a la portada' })).toBeTruthy();
  });

  it('links the legal and service pages, terms and data policy from the site settings', () => {
    const ctx = ctxFixture('mujeres');
    const footer = renderFooter({ ...ctx, site: { ...ctx.site, links: { ...ctx.site.links, terms: '/terminos-m/' } } });
    expect(hrefOf(footer, 'Términos de uso')).toBe('/terminos-m/');
    expect(hrefOf(footer, 'Política de tratamiento de datos')).toBe(ctx.site.links.dataPolicy);
    expect(hrefOf(footer, 'Paute con nosotros')).toBe('/paute-con-nosotros/');
    expect(hrefOf(footer, 'Contáctenos')).toBe('/contactenos/');
    expect(hrefOf(footer, 'SAGRILAFT')).toBe('/sagrilaft/');
    expect(hrefOf(footer, 'Superintendencia de Industria y Comercio')).toBe(ctx.site.links.sicURL);
    expect(footer.getAllByRole('group').every((g) => g.tagName === 'DETAILS')).toBe(true);
  });

  it("links the brand's five social networks", () => {
    const ctx = ctxFixture('mujeres');
    const footer = renderFooter();
    expect(hrefOf(footer, 'Facebook')).toBe('https://www.facebook.com/mujeres');
    expect(hrefOf(footer, 'X (Twitter)')).toBe(ctx.site.social.twitterURL);
    expect(hrefOf(footer, 'YouTube')).toBe(ctx.site.social.youtubeURL);
    expect(hrefOf(footer, 'Instagram')).toBe(ctx.site.social.instagramURL);
    expect(hrefOf(footer, 'TikTok')).toBe(ctx.site.social.tiktokURL);
  });

  it('shows the service hours, the ISSN and the copyright with the current year', () => {
    const footer = renderFooter(ctxFixture('mujeres', Date.UTC(2026, 10, 22, 12)));
    expect(footer.getByText('Lunes a Viernes de 8:00 a.m. a 6:00 p.m.')).toBeTruthy();
    expect(footer.getByText('ISSN 2954-8233')).toBeTruthy();
    expect(footer.getByText('© 2026 Mujeres. Todos los derechos reservados.')).toBeTruthy();
  });
});
