import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, browserTest } from './browser';

const web = browserTest();

describe('site footer in the browser', () => {
  it('collapses the link groups on mobile and opens them on tap', async () => {
    const { page } = await web.newPage(MOBILE);
    await page.goto(`${web.server.url}/`);
    const footer = page.locator('footer.site-footer');
    const terms = footer.getByRole('link', { name: 'Términos de uso' });
    const contact = footer.getByRole('link', { name: 'Contáctenos' });
    await footer.scrollIntoViewIfNeeded();
    expect(await terms.isVisible()).toBe(false);
    expect(await contact.isVisible()).toBe(false);
    await footer.getByText('Información legal').click();
    await expect.poll(() => terms.isVisible()).toBe(true);
    expect(await contact.isVisible()).toBe(false);
    await footer.getByText('Información legal').click();
    await expect.poll(() => terms.isVisible()).toBe(false);
    await page.close();
  });

  it('shows both link groups open on desktop', async () => {
    const { page } = await web.newPage(DESKTOP);
    await page.goto(`${web.server.url}/`);
    const footer = page.locator('footer.site-footer');
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.getByRole('link', { name: 'Términos de uso' }).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: 'Contáctenos' }).isVisible()).toBe(true);
    expect(await footer.getByText('Lunes a Viernes de 8:00 a.m. a 6:00 p.m.').isVisible()).toBe(true);
    await page.close();
  });

  it('ships no JavaScript for the footer', async () => {
    const html = await (await fetch(`${web.server.url}/`)).text();
    expect(html).not.toContain('data-block="site-footer"');
  });

  it('serves unknown addresses as a 404 page with the header, the message and the footer', async () => {
    const res = await fetch(`${web.server.url}/esta-pagina-no-existe/`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('class="site-header"');
    expect(html).toContain('Página no encontrada');
    expect(html).toContain('Volver a la portada');
    expect(html).toContain('ISSN 2954-8233');
    expect(html).toMatch(/<footer class="site-footer"/);
  });
});
