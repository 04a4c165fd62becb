// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import type { RenderContext } from '../../runtime/types';
import { SiteFooter } from './SiteFooter';

afterEach(cleanup);

function renderFooter(ctx: RenderContext = ctxFixture('semana')) {
  render(<SiteFooter config={{ published: true }} data={null} ctx={ctx} />);
  return within(screen.getByRole('contentinfo'));
}

const hrefOf = (footer: ReturnType<typeof renderFooter>, name: string) =>
  footer.getByRole('link', { name }).getAttribute('href');

describe('site-footer', () => {
  it('links the legal and corporate pages, with terms, data policy and benefits from the site settings', () => {
    const ctx = ctxFixture('semana');
    const footer = renderFooter({
      ...ctx,
      site: { ...ctx.site, links: { ...ctx.site.links, terms: '/terminos-nuevos/' } },
    });
    expect(hrefOf(footer, 'Términos de uso')).toBe('/terminos-nuevos/');
    expect(hrefOf(footer, 'Política de tratamiento de datos')).toBe(ctx.site.links.dataPolicy);
    expect(hrefOf(footer, 'Beneficios para suscriptores')).toBe(ctx.site.links.subscriberBenefits);
    expect(hrefOf(footer, 'Paute con nosotros')).toBe('/paute-con-nosotros/');
    expect(hrefOf(footer, 'Contáctenos')).toBe('/contactenos/');
    // Issue 28: the subscription store of spec 1 and 2 is reachable from every page.
    expect(hrefOf(footer, 'Tienda de suscripciones')).toBe('/store/');
    for (const name of [
      'Aviso de privacidad',
      'Política de riesgos',
      'SAGRILAFT',
      'Certificado ISSN',
      'Canales de atención',
      'Trabaje con nosotros',
      'Contacto para notificaciones judiciales',
    ]) {
      expect(hrefOf(footer, name)).toMatch(/^\/[a-z-]+\/$/);
    }
    expect(hrefOf(footer, 'Superintendencia de Industria y Comercio')).toBe(ctx.site.links.sicURL);
  });

  it('S3-016: takes the authority (SIC) address and logo from the site settings, with the social networks', () => {
    const ctx = ctxFixture('soho');
    const links = { ...ctx.site.links, sicURL: 'https://sic.example.co/', sicLogo: '/logos/otra-sic.png' };
    const social = { ...ctx.site.social, facebookURL: 'https://facebook.com/x' };
    const footer = renderFooter({ ...ctx, site: { ...ctx.site, links, social } });
    const sic = footer.getByRole('link', { name: 'Superintendencia de Industria y Comercio' });
    expect(sic.getAttribute('href')).toBe('https://sic.example.co/');
    expect(sic.querySelector('img')!.getAttribute('src')).toBe('/logos/otra-sic.png');
    expect(hrefOf(footer, 'Facebook')).toBe('https://facebook.com/x');
  });

  it('takes every legal and service page address from the site settings (issue 14)', () => {
    const ctx = ctxFixture('mujeres');
    const links = { ...ctx.site.links, privacyNotice: '/privacidad/', sagrilaft: '/cumplimiento/sagrilaft/' };
    const footer = renderFooter({ ...ctx, site: { ...ctx.site, links } });
    expect(hrefOf(footer, 'Aviso de privacidad')).toBe('/privacidad/');
    expect(hrefOf(footer, 'SAGRILAFT')).toBe('/cumplimiento/sagrilaft/');
    expect(hrefOf(footer, 'Trabaje con nosotros')).toBe(ctx.site.links.workWithUs);
    expect(hrefOf(footer, 'Contacto para notificaciones judiciales')).toBe(ctx.site.links.judicialNotices);
  });

  it('links the five social networks from the site settings', () => {
    const ctx = ctxFixture('semana');
    const footer = renderFooter({
      ...ctx,
      site: { ...ctx.site, social: { ...ctx.site.social, facebookURL: 'https://facebook.com/x' } },
    });
    expect(hrefOf(footer, 'Facebook')).toBe('https://facebook.com/x');
    expect(hrefOf(footer, 'X (Twitter)')).toBe(ctx.site.social.twitterURL);
    expect(hrefOf(footer, 'YouTube')).toBe(ctx.site.social.youtubeURL);
    expect(hrefOf(footer, 'Instagram')).toBe(ctx.site.social.instagramURL);
    expect(hrefOf(footer, 'TikTok')).toBe(ctx.site.social.tiktokURL);
  });

  it('shows the service hours and the ISSN', () => {
    const footer = renderFooter();
    expect(footer.getByText('Lunes a Viernes de 8:00 a.m. a 6:00 p.m.')).toBeTruthy();
    expect(footer.getByText('ISSN 2954-8233')).toBeTruthy();
  });

  it('puts the two link groups in collapsible groups', () => {
    const footer = renderFooter();
    const groups = footer.getAllByRole('group');
    expect(groups).toHaveLength(2);
    expect(groups.every((group) => group.tagName === 'DETAILS' && group.querySelector('summary'))).toBe(true);
  });

  it('writes the current year in the copyright line', () => {
    const footer = renderFooter(ctxFixture('semana', Date.UTC(2026, 10, 22, 12)));
    expect(footer.getByText('© 2026 Semana. Todos los derechos reservados.')).toBeTruthy();
  });

  it("takes the year in the site's time zone: 2026-01-01T03:00Z is still 2025 in Bogotá", () => {
    const footer = renderFooter(ctxFixture('semana', Date.UTC(2026, 0, 1, 3)));
    expect(footer.getByText(/^© 2025 /)).toBeTruthy();
  });
});
