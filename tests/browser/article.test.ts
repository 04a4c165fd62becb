import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { articleFixture } from '../../fixtures/article';
import { DESKTOP, MOBILE, axeOn, browserTest, hydrateAll, watchErrors } from './browser';

// A story with every body element, and the same story locked (content code '3' in /nacion).
const full = articleFixture({ _id: 'browser-completo', canonical_url: '/nacion/articulo/completo/browser-completo/' });
const locked = articleFixture({
  _id: 'browser-bloqueado',
  canonical_url: '/nacion/articulo/bloqueado/browser-bloqueado/',
  content_restrictions: { content_code: '3' },
});

const web = browserTest({ stories: [full, locked] });

/**
 * Opens a page and collects its errors. Images answer 404 while the resizer module is empty;
 * those failed loads are the resizer's, so one console error per missing image is set aside.
 */
async function open(path: string, viewport: typeof MOBILE) {
  // axe needs a page from an explicit browser context.
  const page = await (await web.browser.newContext({ viewport })).newPage();
  const errors = watchErrors(page);
  let missingImages = 0;
  page.on('response', (res) => {
    if (res.status() === 404 && new URL(res.url()).pathname.startsWith('/images/')) missingImages++;
  });
  await page.goto(`${web.server.url}${path}?_website=semana`);
  await hydrateAll(page);
  const pageErrors = () => {
    let skip = missingImages;
    return errors.filter((e) => !(e.startsWith('Failed to load resource') && e.includes('404') && skip-- > 0));
  };
  return { page, pageErrors };
}

async function seriousViolations(page: Page) {
  const { violations } = await axeOn(page).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('article page in the browser', () => {
  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows the headline and body on ${name}, with no console errors and no serious accessibility problems`, async () => {
      const { page, pageErrors } = await open(full.canonical_url, viewport);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: full.headlines.basic }).isVisible())
        .toBe(true);
      expect(await page.getByRole('heading', { level: 2, name: 'Qué cambia para los pasajeros' }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('heading', { name: 'Lo más leído' }).isVisible()).toBe(true);
      expect(pageErrors()).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('shows the subscription invitation instead of the body of a locked story', async () => {
    const { page, pageErrors } = await open(locked.canonical_url, MOBILE);
    const invitation = page.getByRole('heading', { name: 'Este contenido es exclusivo para suscriptores' });
    await expect.poll(() => invitation.isVisible()).toBe(true);
    expect(await page.getByText('$199.000').isVisible()).toBe(true);
    expect(await page.locator('.article-body__text').count()).toBe(0);
    expect(pageErrors()).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
