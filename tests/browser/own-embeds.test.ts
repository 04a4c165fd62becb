import { describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, axeOn, browserTest } from './browser';

/** Issue 28, decision 0102: the demo pages frame our own agenda, assistant and pre-count, with real content. */
const web = browserTest();
const url = (path: string) => `${web.server.url}${path}${path.includes('?') ? '&' : '?'}_website=semana`;

async function newestStoryIn(section: string): Promise<string> {
  const query = encodeURIComponent(
    JSON.stringify({ includeSections: section, feedSize: 1, sourceInclude: 'canonical_url' }),
  );
  const list = await (await fetch(`${web.server.url}/api/content/content-apir?query=${query}`)).json();
  return list.content_elements[0].canonical_url;
}

/** Opens `path`, scrolls the frame into view (they load lazily) and hands its contents to `check`. */
async function inFrame(
  viewport: { width: number; height: number },
  path: string,
  frameSelector: string,
  check: (frame: FrameLocator, page: Page) => Promise<void>,
) {
  const { page, errors } = await web.newPage(viewport);
  const outside: string[] = [];
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    outside.push(route.request().url());
    return route.fulfill({ status: 204, body: '' });
  });
  await page.goto(url(path));
  await page.locator(frameSelector).scrollIntoViewIfNeeded();
  const frame = page.frameLocator(frameSelector);
  await check(frame, page);
  // Readable in the frame: nothing wider than it, at 390 px too.
  const fits = await frame
    .locator('body')
    .evaluate((body) => body.scrollWidth <= body.ownerDocument.defaultView!.innerWidth);
  expect(fits).toBe(true);
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
}

describe.each([
  ['390 px', MOBILE],
  ['1366 px', DESKTOP],
])('our own demo embeds at %s', (_name, viewport) => {
  it('S1-026: a /deportes story frames recent results and next fixtures of Colombian football', async () => {
    await inFrame(viewport, await newestStoryIn('deportes'), 'iframe.sports-agenda__frame', async (frame) => {
      await expect.poll(() => frame.getByRole('heading', { name: 'Resultados' }).isVisible()).toBe(true);
      expect(await frame.getByRole('heading', { name: 'Próximos partidos' }).count()).toBe(1);
      const results = frame.locator('section[aria-labelledby="resultados"] li');
      expect(await results.count()).toBeGreaterThan(2);
      expect(await results.first().locator('.score').textContent()).toMatch(/^\d+ - \d+$/);
      expect(await frame.locator('section[aria-labelledby="proximos"]').textContent()).toContain('Colombia');
    });
  });

  it('S3-112: /chatbot/ frames an assistant that answers from the help centre and links the contact form', async () => {
    await inFrame(viewport, '/chatbot/', 'iframe.chatbot__frame', async (frame) => {
      await frame.getByRole('link', { name: 'Transacciones' }).click();
      await frame.getByRole('link', { name: 'Devoluciones' }).click();
      await expect.poll(() => frame.getByText(/derecho de retracto durante 5 días hábiles/).isVisible()).toBe(true);
      await frame.getByRole('textbox', { name: 'Tu pregunta' }).fill('¿Cómo cambio la dirección de entrega?');
      await frame.getByRole('button', { name: 'Enviar' }).click();
      await expect.poll(() => frame.getByText(/Los cambios de dirección que solicites/).isVisible()).toBe(true);
      expect(await frame.getByRole('link', { name: 'formulario de contacto' }).first().getAttribute('href')).toBe(
        '/contactenos/',
      );
    });
  });

  it('the election special frames a results view labelled as a demo pre-count, and no outside video', async () => {
    await inFrame(viewport, '/especiales/noche-electoral/', 'iframe.html-embed__frame', async (frame, page) => {
      await expect.poll(() => frame.getByRole('heading', { name: 'Preconteo de demostración' }).isVisible()).toBe(true);
      expect(await frame.getByRole('row', { name: /Antioquia/ }).count()).toBe(1);
      expect(await frame.locator('.bar span').count()).toBe(4);
      expect(await page.locator('iframe').count()).toBe(1);
    });
  });
});

describe('our own demo embeds: accessibility (axe-core)', () => {
  it.each(['/embed/agenda-deportiva/', '/embed/asistente/?tema=transacciones', '/embed/preconteo/'])(
    '%s has no serious or critical violations at 390 px',
    async (path) => {
      const { page } = await web.newPage(MOBILE);
      await page.goto(url(path));
      const { violations } = await axeOn(page).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.context().close();
    },
  );
});
